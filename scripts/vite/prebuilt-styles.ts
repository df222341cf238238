import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import {
  DEEP_LINK_STYLE_TAG_FILE,
  SIGN_IN_STYLE_TAG_FILE,
} from '../../server/lib/prebuilt-style-tags.ts';

/**
 * A set of prebuilt styles: the stylesheet `npm run styles:gen` (scripts/styles-gen.ts) writes,
 * and the `<style>` tag the build writes from it beside index.html, for the server to put into
 * the pages that want it.
 */
export interface PrebuiltStyleSet {
  file: string;
  page: string;
}

const source = (name: string) => fileURLToPath(new URL(`../../src/app/${name}`, import.meta.url));

/** The first render of the deep links the server preloads (home, invitations, reports, a report). */
export const DEEP_LINK_STYLES: PrebuiltStyleSet = {
  file: source('prebuilt-styles.gen.css'),
  page: DEEP_LINK_STYLE_TAG_FILE,
};

/** The sign-in page's first render: a tenth of the size, so that page stays light. */
export const SIGN_IN_STYLES: PrebuiltStyleSet = {
  file: source('sign-in-styles.gen.css'),
  page: SIGN_IN_STYLE_TAG_FILE,
};

/**
 * The emotion names whose rules a stylesheet holds: the hash of each class (`.css-<hash>`) and of
 * each keyframes (`@keyframes animation-<hash>`). MUI never points one emotion class at another
 * (component selectors need a Babel plugin Pulse does not use), so a class named in a rule is the
 * rule's own.
 */
export function emotionNames(css: string): string[] {
  const names = new Set<string>();
  for (const match of css.matchAll(/\.css-([a-z0-9]+)(?![\w-])/g)) names.add(match[1]!);
  for (const match of css.matchAll(/@keyframes (animation-[a-z0-9]+)/g)) names.add(match[1]!);
  return [...names];
}

/**
 * The page's `<style>` for emotion to adopt, in the form its server rendering writes: emotion
 * reads the names from `data-emotion` as it starts, and then neither compiles nor inserts those
 * rules again.
 */
export function prebuiltStyleTag(css: string): string {
  const rules = css.replace(/^\/\*[\s\S]*?\*\/\s*/, '').trim();
  if (rules.includes('</')) throw new Error('The prebuilt styles would close their <style> tag');
  return `<style data-emotion="${['css', ...emotionNames(rules)].join(' ')}">${rules}</style>`;
}

/**
 * Writes the prebuilt styles' `<style>` tag beside index.html. Emotion otherwise compiles every
 * rule of the first render with stylis and inserts it one by one, on the main thread, before the
 * page shows. The browser parses the same rules from the page far faster: cold deep links drew
 * 150–170 ms sooner (invitations 1,591 → 1,444 ms, report 1,995 → 1,826 ms, 12 alternating runs).
 *
 * The deep links' tag is over 300 KB, so it is not in index.html: the reference server puts it
 * only into the deep links that route-preload serves (home, invitations, the reports, a report).
 * Pages opened from those then find their rules adopted too. The sign-in page gets its own small
 * set (40 KB, 4 KB gzip): sign-in form 244 → 233 ms, 31 alternating runs on an idle machine.
 * Names are content hashes, so a stale file can only hold unused rules, never wrong ones; rules it
 * lacks are made at run time as before. `PULSE_PREBUILT_STYLES=0` builds without them (the
 * generator does, to see every rule).
 */
export function prebuiltStyles(sets = [DEEP_LINK_STYLES, SIGN_IN_STYLES]): Plugin {
  return {
    name: 'pulse-prebuilt-styles',
    apply: 'build',
    generateBundle() {
      if (process.env.PULSE_PREBUILT_STYLES === '0') return;
      for (const { file, page } of sets) {
        if (!existsSync(file)) continue;
        this.emitFile({
          type: 'asset',
          fileName: page,
          source: prebuiltStyleTag(readFileSync(file, 'utf8')),
        });
      }
    },
  };
}
