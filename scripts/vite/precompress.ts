import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * What is worth compressing ahead: the text files a browser loads as they are. HTML is not among
 * them: the server adds to each page's head, so it compresses pages as it sends them.
 */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|json)$/;

/** Below this, the headers outweigh what compression saves. */
export const MIN_BYTES = 1024;

/** The encodings written beside each file, best first, as a server picks them. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export type Encoding = (typeof ENCODINGS)[number]['name'];

/**
 * A body in one coding. `best` is for the build, where the time is paid once (Brotli 11, gzip 9);
 * `quick` for a server compressing as it sends (Brotli 5, gzip 6: a few milliseconds for 360 KB,
 * where Brotli 11 takes most of a second).
 */
export function compress(
  body: Buffer | string,
  encoding: Encoding,
  effort: 'best' | 'quick',
): Promise<Buffer> {
  const best = effort === 'best';
  if (encoding === 'gzip') return gzipAsync(body, { level: best ? 9 : 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: best ? constants.BROTLI_MAX_QUALITY : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build over 1 KB,
 * for the reference server to send to browsers that accept them: all the app's code is 1.4 MB as
 * built and 390 KB in Brotli, which is what a user on a real network waits for. A copy that would
 * not be smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pulse-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      await Promise.all(
        Object.keys(bundle)
          .filter((name) => COMPRESSIBLE.test(name))
          .map(async (name) => {
            const file = join(outDir, name);
            const body = await readFile(file);
            if (body.length < MIN_BYTES) return;
            for (const { name: encoding, suffix } of ENCODINGS) {
              const copy = await compress(body, encoding, 'best');
              if (copy.length < body.length) await writeFile(file + suffix, copy);
            }
          }),
      );
    },
  };
}
