/**
 * Debian's two builds of Chromium and which one drives what. The bench and the styles generator
 * measure or record what a user's browser does, so they drive the full browser (`chromium`). The
 * end-to-end tests drive the headless shell (`chromium-headless-shell`): the same engine without
 * the browser's own interface and processes, and what Playwright itself runs for headless Chromium.
 * On this two-core machine the suite took 6.8 min with it against 10.0 min with the full browser.
 */
import { accessSync, constants } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function runnable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The binary the end-to-end tests drive: `CHROMIUM_PATH` when set, else the headless shell, else
 * the full browser (slower, with the same results).
 */
export function e2eChromium(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return configured;
  return runnable(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : DEBIAN_CHROMIUM;
}
