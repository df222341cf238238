import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

/**
 * The end-to-end tests drive Debian's Chromium (or CHROMIUM_PATH). `npm test` runs this first: it
 * installs the package where it can (as root, with apt-get) and otherwise stops with one line that
 * says what to install, instead of failing later inside Playwright.
 */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

const runnable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

function fail(message: string): never {
  console.error(`npm test: ${message}`);
  process.exit(1);
}

const configured = process.env.CHROMIUM_PATH;
if (configured) {
  if (!runnable(configured)) fail(`CHROMIUM_PATH=${configured} is not an executable file.`);
} else if (!runnable(DEBIAN_CHROMIUM)) {
  const root = process.getuid?.() === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!root || !apt) {
    fail(
      'the end-to-end tests need Chromium: install it (as root: apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  console.log('npm test: installing Debian’s chromium for the end-to-end tests…');
  const install = spawnSync('sh', ['-c', 'apt-get update && apt-get install -y chromium'], {
    stdio: 'inherit',
  });
  if (install.status !== 0 || !runnable(DEBIAN_CHROMIUM)) {
    fail(
      'apt-get could not install chromium; install it by hand or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
}
