import type { Context, MiddlewareHandler } from 'hono';
import { detail } from './errors';

export const MAX_BODY_BYTES = 1024 * 1024;

const tooLarge = () => detail(413, 'Request body too large (the limit is 1 MiB).');

/** Refuses a declared oversize body before anything reads it. */
export const limitDeclaredBodySize: MiddlewareHandler = async (c, next) => {
  const declared = c.req.header('Content-Length');
  if (declared !== undefined && Number(declared) > MAX_BODY_BYTES) throw tooLarge();
  await next();
};

/**
 * Reads a JSON request body: `undefined` when there is none (as DRF treats it: every field is
 * then missing), 415 for a body that is not JSON, 400 for malformed JSON, 413 past 1 MiB even
 * when the size was not declared (chunked uploads are counted as they stream in).
 */
export async function readJson(c: Context): Promise<unknown> {
  const bytes = await readCapped(c.req.raw);
  if (bytes.length === 0) return undefined;

  const type = c.req.header('Content-Type') ?? '';
  const mediaType = type.split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'application/json' && !/^application\/[\w.+-]+\+json$/.test(mediaType)) {
    throw detail(415, `Unsupported media type "${type}" in request.`);
  }
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch (e) {
    throw detail(400, `JSON parse error - ${e instanceof Error ? e.message : String(e)}`);
  }
}

async function readCapped(req: Request): Promise<Uint8Array> {
  if (!req.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}
