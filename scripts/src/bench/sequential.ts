import { Agent } from 'node:http';
import type { LoadFigures, LoadTarget } from './load.js';
import { call } from './http-call.js';
import { percentile } from './stats.js';

/**
 * One request at a time, for at most `maxRequests` or `maxSeconds` (the request under way is
 * finished; at least one is made): the latency of the call itself, with no queue in front of it.
 * For comparisons where a single request may take seconds, which a timed autocannon run would
 * not even see finish.
 */
export async function measureOneAtATime(
  target: LoadTarget,
  options: { maxRequests: number; maxSeconds: number; timeoutS: number },
): Promise<LoadFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  try {
    do {
      const sent = performance.now();
      const answer = await call(target.method ?? 'GET', target.url, {
        headers: target.headers ?? {},
        ...(target.body === undefined ? {} : { body: JSON.parse(target.body) as unknown }),
        timeoutMs: options.timeoutS * 1000,
        agent,
      }).catch(() => undefined);
      latencies.push(performance.now() - sent);
      if (!answer || answer.status < 200 || answer.status > 299) errors += 1;
    } while (
      latencies.length < options.maxRequests &&
      performance.now() - started < options.maxSeconds * 1000
    );
  } finally {
    agent.destroy();
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    requestsPerSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    requests: latencies.length,
    errors,
  };
}
