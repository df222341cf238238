/**
 * Chromium for the tools that drive the app (the styles generator, the bench), and a fresh,
 * optionally signed-in context to open its pages in.
 */
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { DEBIAN_CHROMIUM } from './chromium-binaries.ts';
import type { Session } from './reference-server.ts';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface ContextOptions {
  /** A signed-in session, put in sessionStorage as the app keeps it after sign-in. */
  session?: Session;
  /** The system colour scheme the page sees (light unless said). */
  colorScheme?: 'light' | 'dark';
}

/** A fresh context (empty HTTP cache, empty storage) at 1280×800, with reduced motion. */
export async function newContext(
  browser: Browser,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: 'reduce',
  });
  if (options.session) {
    const { token, me } = options.session;
    await context.addInitScript(
      ({ token, me }) => {
        sessionStorage.setItem('pulse.token', token);
        sessionStorage.setItem('pulse.session', JSON.stringify(me));
      },
      { token, me },
    );
  }
  return context;
}
