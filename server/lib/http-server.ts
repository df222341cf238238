import { serve, type ServerType } from '@hono/node-server';
import { createServer, type RequestListener, type ServerOptions } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { MAX_REQUEST_TARGET_BYTES } from './middleware';

/**
 * Node's limit on a request's head (request line and headers together), in bytes. Above the
 * app's own limit on the request target (`MAX_REQUEST_TARGET_BYTES`, answered 414 by the app),
 * with 32 KiB to spare for the headers; Node's default of 16 KiB would refuse a request target
 * the contract allows.
 */
export const MAX_HEAD_BYTES = MAX_REQUEST_TARGET_BYTES + 32 * 1024;

type Fetch = Parameters<typeof serve>[0]['fetch'];

/**
 * Serves `fetch` over HTTP/1.1 as `npm start` and the server tests do: heads up to
 * `MAX_HEAD_BYTES`, and a JSON body on the answers Node gives by itself to a request it cannot
 * parse (431 for a head over the limit, 400 otherwise), as on every other error.
 */
export function serveApp(
  fetch: Fetch,
  options: { port: number; hostname: string },
  onListening?: (info: AddressInfo) => void,
): ServerType {
  return serve(
    {
      fetch,
      port: options.port,
      hostname: options.hostname,
      createServer: ((serverOptions: ServerOptions, listener?: RequestListener) => {
        const server = createServer({ ...serverOptions, maxHeaderSize: MAX_HEAD_BYTES }, listener);
        server.on('clientError', answerClientError);
        return server;
      }) as typeof createServer,
    },
    onListening,
  );
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    `Request header fields too large: the limit is ${MAX_HEAD_BYTES} bytes for the request line and headers together.`,
  ],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large', 'Chunk extensions too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'Request timeout.'],
};

/**
 * What Node's default `clientError` handler does, with the DRF-shaped body every other error
 * has: answer only when no response has started on the socket (so a pipelined answer is never
 * corrupted), and close it.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, reason, message] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'Bad Request',
    'Malformed HTTP request.',
  ];
  const body = JSON.stringify({ detail: message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}
