import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncodings, encodePage } from './content-encoding';

describe('acceptedEncodings', () => {
  it('lists the codings a browser names, Brotli before gzip', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('GZIP')).toEqual(['gzip']);
  });

  it('leaves out a coding refused with q=0, and reads * for the ones not named', () => {
    expect(acceptedEncodings('br;q=0, gzip;q=0.8')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0, *;q=0.5')).toEqual(['gzip']);
    expect(acceptedEncodings('gzip;q=nonsense')).toEqual([]);
  });

  it('lists nothing when the header is missing or names only identity', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('')).toEqual([]);
    expect(acceptedEncodings('identity')).toEqual([]);
  });
});

describe('encodePage', () => {
  const page = `<!doctype html><html><head><style>${'.css-1{color:red}'.repeat(500)}</style></head></html>`;

  it('compresses a page so that it decompresses to the same text', async () => {
    const br = await encodePage(page, 'br');
    const gz = await encodePage(page, 'gzip');
    expect(br.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(br).toString()).toBe(page);
    expect(gunzipSync(gz).toString()).toBe(page);
  });

  it('compresses each page once', async () => {
    expect(await encodePage(page, 'br')).toBe(await encodePage(page, 'br'));
    expect(await encodePage(`${page} `, 'br')).not.toBe(await encodePage(page, 'br'));
  });
});
