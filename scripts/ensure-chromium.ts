import { spawnSync } from 'node:child_process';
import {
  DEBIAN_CHROMIUM,
  DEBIAN_HEADLESS_SHELL,
  e2eChromium,
  runnable,
} from './lib/chromium-binaries.ts';

/**
 * The end-to-end tests drive CHROMIUM_PATH, or else Debian's Chromium headless shell, or else its
 * full Chromium (scripts/lib/chromium-binaries.ts). `npm test` runs this first: as root with
 * apt-get it installs the headless shell when it is missing, and Chromium when neither is there;
 * otherwise it stops with one line that says what to install, instead of failing later inside
 * Playwright.
 */
function fail(message: string): never {
  console.error(`npm test: ${message}`);
  process.exit(1);
}

const canInstall =
  process.getuid?.() === 0 &&
  spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

/** Installs a Debian package, reading the package lists first only when they lack it. */
function aptInstall(pkg: string): boolean {
  const install = (command: string) =>
    spawnSync('sh', ['-c', command], { stdio: 'inherit' }).status === 0;
  return (
    install(`apt-get install -y ${pkg}`) || install(`apt-get update && apt-get install -y ${pkg}`)
  );
}

const configured = process.env.CHROMIUM_PATH;
if (configured) {
  if (!runnable(configured)) fail(`CHROMIUM_PATH=${configured} is not an executable file.`);
} else {
  // The shell only makes the suite faster: without it the tests run in the full browser.
  if (!runnable(DEBIAN_HEADLESS_SHELL) && canInstall) {
    console.log('npm test: installing Debian’s chromium-headless-shell for the end-to-end tests…');
    aptInstall('chromium-headless-shell');
  }
  if (!runnable(e2eChromium())) {
    if (!canInstall) {
      fail(
        'the end-to-end tests need Chromium: install it (as root: apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH to a Chromium binary.',
      );
    }
    console.log('npm test: installing Debian’s chromium…');
    if (!aptInstall('chromium') || !runnable(DEBIAN_CHROMIUM)) {
      fail(
        'apt-get could not install chromium; install it by hand or set CHROMIUM_PATH to a Chromium binary.',
      );
    }
  }
}
console.log(`npm test: the end-to-end tests drive ${e2eChromium()}`);
