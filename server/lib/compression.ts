import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * What is worth compressing ahead: the text files a browser loads as they are. HTML is not among
 * them: the server adds to each page's head, so it compresses pages as it sends them.
 */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|json)$/;

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
