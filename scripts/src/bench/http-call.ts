import { request, type Agent } from 'node:http';
import type { OperationRequest } from '@heartwise/contracts';
import { SESSION_COOKIE } from '@heartwise/service-kit';

export interface CallResult {
  status: number;
  setCookie: string[];
  body: unknown;
}

/**
 * One JSON call over node:http (not fetch): it may set any Host header, which is how a staff
 * sign-in reaches the moderator portal (mod.localhost) on a loopback address.
 */
export interface CallOptions {
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  timeoutMs?: number;
  agent?: Agent;
}

export function call(method: string, url: string, options: CallOptions = {}): Promise<CallResult> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(payload === undefined
      ? {}
      : { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)) }),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        headers,
        timeout: options.timeoutMs ?? 30_000,
        ...(options.agent ? { agent: options.agent } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            // Not JSON (an HTML error page): kept as text for the message.
          }
          resolve({ status: res.statusCode ?? 0, setCookie: res.headers['set-cookie'] ?? [], body });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${url} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** The call must have answered `expected`; otherwise an error naming the call and the answer. */
export async function expectStatus(
  expected: number,
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const result = await call(method, url, options);
  if (result.status !== expected) {
    throw new Error(
      `${method} ${url} answered ${result.status} (expected ${expected}): ${JSON.stringify(result.body).slice(0, 300)}`,
    );
  }
  return result;
}

/** A call of the contracts (built by `operationRequest`) sent to `origin`, which must answer `expected`. */
export function expectAnswer(
  expected: number,
  origin: string,
  request: OperationRequest,
  options: Omit<CallOptions, 'body'> = {},
): Promise<CallResult> {
  return expectStatus(expected, request.method, `${origin}${request.url}`, {
    ...options,
    ...(request.body === undefined ? {} : { body: request.body }),
  });
}

/** The session cookie a sign-in or sign-up set, as a Cookie header value. */
export function sessionCookieFrom(result: CallResult): string {
  for (const line of result.setCookie) {
    const [pair] = line.split(';');
    if (pair?.startsWith(`${SESSION_COOKIE}=`)) return pair;
  }
  throw new Error('the answer set no session cookie');
}
