import autocannon from 'autocannon';
import type { HttpMethod } from '@heartwise/contracts';
import { call } from './http-call.js';

/** One kind of request, as autocannon sends it over and over. */
export interface LoadTarget {
  url: string;
  method?: HttpMethod;
  headers?: Record<string, string>;
  body?: string;
}

/** What a run measured: requests per second (mean), latency percentiles in ms, failed requests. */
export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers received within the run (0: none came back in time; the latencies then mean nothing). */
  requests: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
}

export interface LoadOptions {
  durationS: number;
  warmupS: number;
  connections: number;
  /** Seconds before a request counts as timed out. */
  timeoutS?: number;
}

function fire(target: LoadTarget, connections: number, durationS: number, timeoutS: number) {
  return autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    ...(target.body === undefined ? {} : { body: target.body }),
    connections,
    duration: durationS,
    timeout: timeoutS,
  });
}

/**
 * Waits for the answer to one more request: autocannon stops counting when its time is up, but
 * the server still works through what it was sent, and that must not weigh on the next run.
 */
async function settle(target: LoadTarget, timeoutS: number): Promise<void> {
  await call(target.method ?? 'GET', target.url, {
    headers: target.headers ?? {},
    ...(target.body === undefined ? {} : { body: JSON.parse(target.body) as unknown }),
    timeoutMs: timeoutS * 1000,
  }).catch(() => undefined);
}

/** A warm-up run (thrown away), then the measured one; each followed by a settling request. */
export async function measureLoad(target: LoadTarget, options: LoadOptions): Promise<LoadFigures> {
  const timeoutS = options.timeoutS ?? 20;
  if (options.warmupS > 0) {
    await fire(target, options.connections, options.warmupS, timeoutS);
    await settle(target, timeoutS);
  }
  const result = await fire(target, options.connections, options.durationS, timeoutS);
  await settle(target, timeoutS);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    // autocannon counts timeouts among errors already.
    errors: result.errors + result.non2xx,
  };
}
