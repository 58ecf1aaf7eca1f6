import { Agent, request } from 'node:http';
import {
  operationRequest,
  operationsByName,
  type HttpMethod,
  type OperationArgs,
  type OperationName,
} from '@heartwise/contracts';

/** Who is calling: the session cookie and the Host the browser would send (a portal or the main site). */
export interface Caller {
  cookie?: string;
  host: string;
}

export interface Call {
  method: HttpMethod;
  /** The path and query, as the request line carries them. */
  path: string;
  /** Sent as JSON. */
  body?: unknown;
}

/** The named call of the contracts with its input: path parameters filled, query and body as given. */
export function callOf<Name extends OperationName>(name: Name, ...input: OperationArgs<Name>): Call {
  const { method, url, body } = operationRequest(name, ...input);
  return { method, path: url, ...(body === undefined ? {} : { body }) };
}

/** How a report names a call, whatever its parameters: e.g. "PATCH /api/habits/{id}/complete". */
export function labelOf(name: OperationName): string {
  const { method, path } = operationsByName[name];
  return `${method.toUpperCase()} ${path}`;
}

export interface Answer {
  /** 0 when no HTTP answer came (refused, reset, timed out); `error` says which. */
  status: number;
  body: string;
  ms: number;
  setCookie: string[];
  error?: string;
}

export interface ClientOptions {
  /** The gateway, always on loopback: http://127.0.0.1:<port>. */
  baseUrl: string;
  timeoutMs: number;
}

/**
 * A tiny HTTP/1.1 client over node:http. Each `connection()` is one keep-alive socket, so N of
 * them are N real connections to the gateway (what "200 connections" means), and every answer is
 * timed from the moment the request is written.
 */
export class GatewayClient {
  private readonly url: URL;

  constructor(private readonly options: ClientOptions) {
    this.url = new URL(options.baseUrl);
  }

  /** One keep-alive connection; close it with `destroy()`. */
  connection(): Agent {
    return new Agent({ keepAlive: true, maxSockets: 1 });
  }

  send(agent: Agent, caller: Caller, call: Call): Promise<Answer> {
    const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
    const headers: Record<string, string> = {
      host: caller.host,
      accept: 'application/json',
      // Every wellness call carries the caller's zone, as the browser does.
      'x-timezone': 'Europe/London',
    };
    if (caller.cookie) headers.cookie = caller.cookie;
    // The gateway refuses a signed-in mutation without the page's own origin (CSRF defence).
    if (call.method !== 'GET') headers.origin = `${this.url.protocol}//${caller.host}`;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    const started = performance.now();
    const elapsed = () => performance.now() - started;
    return new Promise((resolve) => {
      const req = request(
        {
          agent,
          hostname: this.url.hostname,
          port: this.url.port,
          method: call.method,
          path: call.path,
          headers,
          timeout: this.options.timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              ms: elapsed(),
              setCookie: res.headers['set-cookie'] ?? [],
            }),
          );
          res.on('error', (error) =>
            resolve({ status: 0, body: '', ms: elapsed(), setCookie: [], error: error.message }),
          );
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${this.options.timeoutMs} ms`)));
      req.on('error', (error) =>
        resolve({ status: 0, body: '', ms: elapsed(), setCookie: [], error: error.message }),
      );
      req.end(payload);
    });
  }
}

/** The `name=value` part of the Set-Cookie for `name`, ready for a Cookie header. */
export function cookieFrom(setCookie: string[], name: string): string | undefined {
  for (const line of setCookie) {
    const pair = line.split(';', 1)[0]?.trim() ?? '';
    if (pair.startsWith(`${name}=`) && pair.length > name.length + 1) return pair;
  }
  return undefined;
}

/** The JSON body, or undefined when it is not JSON. */
export function jsonOf(answer: Answer): unknown {
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    return undefined;
  }
}

/** The `message` of an error body, for printing what the gateway said. */
export function messageOf(answer: Answer): string {
  const body = jsonOf(answer);
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
    return body.message;
  return answer.error ?? answer.body.slice(0, 120);
}
