import type { RequestHandler } from 'express';
import { operationsByName, ROSTER_UPLOAD_MAX_BYTES, type ErrorBody } from '@heartwise/contracts';

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** '100kb' → 102400, as express.json reads its `limit` (1024-based units); undefined if unreadable. */
export function parseByteSize(size: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(size);
  if (!match) return undefined;
  return Math.floor(Number(match[1]) * (UNITS[(match[2] ?? 'b').toLowerCase()] ?? 1));
}

/** A call that takes more than the general limit: the one file upload, and nothing else. */
export interface LargerBody {
  method: string;
  path: string;
  limitBytes: number;
}

/**
 * The OneRoster upload (POST /api/org/imports): its files together may hold
 * ROSTER_UPLOAD_MAX_BYTES, plus room for the multipart boundaries and part headers.
 */
export const LARGER_BODIES: readonly LargerBody[] = [operationsByName.uploadRoster].map(
  ({ method, path }) => ({
    method: method.toUpperCase(),
    path,
    limitBytes: ROSTER_UPLOAD_MAX_BYTES + 1024 ** 2,
  }),
);

/**
 * Refuses a body larger than the limit before anything is proxied. The gateway never reads
 * bodies, so it judges the declared Content-Length. A chunked body (no length) is refused with
 * 411 rather than counted while streaming: browsers always send a length for the JSON this API
 * takes, and counting would mean cutting a request off halfway through the proxy.
 */
export function bodyLimit(limitBytes: number, larger: readonly LargerBody[] = LARGER_BODIES): RequestHandler {
  return (req, res, next) => {
    if (req.headers['transfer-encoding'] !== undefined) {
      return refuse(res, 411, 'Please send the request body with a Content-Length header.');
    }
    const length = Number(req.headers['content-length'] ?? 0);
    const path = `${req.baseUrl}${req.path}`;
    const limit =
      larger.find((call) => call.method === req.method && call.path === path)?.limitBytes ?? limitBytes;
    if (length > limit) return refuse(res, 413, 'The request body is too large.');
    next();
  };
}

function refuse(res: Parameters<RequestHandler>[1], status: number, message: string): void {
  const body: ErrorBody = { message };
  // Close instead of reading (and throwing away) a body we refused.
  res.setHeader('Connection', 'close');
  res.status(status).json(body);
}
