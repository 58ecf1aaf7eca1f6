import { Agent, request } from 'node:http';

/** One request as the driver sends it: everything prebuilt, nothing computed per send. */
export interface PeakRequest {
  /** The figures' name: the contracts' operation name (`listThreads`), never the filled URL. */
  call: string;
  method: string;
  /** Path and query, relative to the gateway. */
  path: string;
  headers: Readonly<Record<string, string>>;
  /** The JSON body, already serialised. */
  body?: string;
}

/** What came back: status 0 for a timeout or a network error (then `failure` says which). */
export interface PeakAnswer {
  status: number;
  text: string;
  setCookie: readonly string[];
  latencyMs: number;
  failure?: string;
}

export type Send = (request: PeakRequest) => Promise<PeakAnswer>;

export const isSuccess = (answer: PeakAnswer): boolean => answer.status >= 200 && answer.status <= 299;

/**
 * A keep-alive HTTP/1.1 client to one origin, like a browser's connection pool (several sockets
 * per person, reused). Each request has a whole-request deadline, not only an idle timeout: a slow
 * answer counts as an error after `timeoutMs`, and the loop goes on.
 */
export function keepAliveSender(
  origin: string,
  options: { maxSockets: number; timeoutMs: number },
): {
  send: Send;
  close: () => void;
} {
  const agent = new Agent({
    keepAlive: true,
    maxSockets: options.maxSockets,
    maxFreeSockets: options.maxSockets,
  });
  const base = new URL(origin);
  const send: Send = (peak) =>
    new Promise((resolve) => {
      const started = performance.now();
      let settled = false;
      const done = (answer: Omit<PeakAnswer, 'latencyMs'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        resolve({ ...answer, latencyMs: performance.now() - started });
      };
      const headers: Record<string, string> = { Accept: 'application/json', ...peak.headers };
      if (peak.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        headers['Content-Length'] = String(Buffer.byteLength(peak.body));
      }
      const req = request(
        { host: base.hostname, port: base.port, path: peak.path, method: peak.method, headers, agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', (error) => done({ status: 0, text: '', setCookie: [], failure: error.message }));
          res.on('end', () =>
            done({
              status: res.statusCode ?? 0,
              text: Buffer.concat(chunks).toString('utf8'),
              setCookie: res.headers['set-cookie'] ?? [],
            }),
          );
        },
      );
      const deadline = setTimeout(() => {
        done({ status: 0, text: '', setCookie: [], failure: `timed out after ${options.timeoutMs} ms` });
        req.destroy();
      }, options.timeoutMs);
      req.on('error', (error) => done({ status: 0, text: '', setCookie: [], failure: error.message }));
      req.end(peak.body);
    });
  return { send, close: () => agent.destroy() };
}

/** A failed answer in a line of the report: status (or what went wrong) and the start of the body. */
export function describeFailure(request: PeakRequest, answer: PeakAnswer): string {
  const what = answer.status === 0 ? (answer.failure ?? 'no answer') : String(answer.status);
  const body = answer.text.replace(/\s+/g, ' ').slice(0, 200);
  return `${request.method} ${request.path} → ${what}${body ? `: ${body}` : ''}`;
}
