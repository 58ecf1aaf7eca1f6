import { STATUS_CODES, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '@heartwise/contracts';

/** What Node's HTTP parser can refuse, said in a sentence (anything else is simply unreadable). */
const parserRefusals: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    message: "The request's headers are too large. Clearing this site's cookies may help.",
  },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, message: 'The request body is too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
};
const unreadable = { status: 400, message: 'The request could not be read.' };

/**
 * A complete HTTP/1.1 answer written straight to the socket: Express never saw this request. The
 * answer to a HEAD has no body (its headers still say what the body would be).
 */
function rawJsonAnswer(status: number, message: string, head = false): string {
  const body = JSON.stringify({ message } satisfies ErrorBody);
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    head ? '' : body,
  ].join('\r\n');
}

/**
 * The refusals Node makes itself, before any middleware runs (an unknown method, a broken or
 * oversized header, an Expect it cannot meet, CONNECT), answered as JSON `{message}` like every
 * other refusal instead of Node's empty bodies.
 */
export function answerMalformedRequestsInJson(server: Server): void {
  server.on('clientError', (error: Error, socket: Duplex) => {
    const { code, rawPacket } = error as NodeJS.ErrnoException & { rawPacket?: Buffer };
    // Node's own rule: answer unless the socket is gone or an answer it carries has begun (a
    // kept-alive socket has written earlier answers; `_httpMessage` is the one in flight, if any).
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent === true) {
      socket.destroy();
      return;
    }
    const { status, message } = parserRefusals[code ?? ''] ?? unreadable;
    // The bytes being parsed when it failed: a HEAD's request line, when it was one.
    const head = rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
    socket.end(rawJsonAnswer(status, message, head));
  });
  server.on('checkExpectation', (_req, res) => {
    const body: ErrorBody = { message: 'Please send the request without an Expect header.' };
    res.writeHead(417, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  });
  server.on('connect', (_req, socket: Duplex) => {
    socket.end(rawJsonAnswer(405, 'This server does not open tunnels (CONNECT).'));
  });
}
