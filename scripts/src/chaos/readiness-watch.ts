import { setTimeout as sleep } from 'node:timers/promises';

/** One part's /readyz as Kubernetes' readiness probe would have seen it while the watch ran. */
export interface ReadinessSeen {
  part: string;
  probes: number;
  /** Answers that were not 200, or no answer within the probe's timeout. */
  notReady: number;
  /** What the first of them said. */
  firstProblem?: string;
}

/**
 * Polls each part's /readyz directly (not through the gateway) every `everyMs`, with the timeout
 * the Deployments give their readiness probe (3 s), and counts every answer that would have taken
 * the pod out of its Service.
 */
export function watchReadiness(parts: { part: string; url: string }[], everyMs = 250) {
  const seen = new Map<string, ReadinessSeen>(
    parts.map(({ part }) => [part, { part, probes: 0, notReady: 0 }]),
  );
  let running = true;
  const loops = parts.map(async ({ part, url }) => {
    const record = seen.get(part) as ReadinessSeen;
    while (running) {
      let problem: string | undefined;
      try {
        const answer = await fetch(new URL('/readyz', url), { signal: AbortSignal.timeout(3_000) });
        const body = await answer.text();
        if (answer.status !== 200) problem = `${answer.status} ${body.slice(0, 160)}`;
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
      record.probes += 1;
      if (problem !== undefined) {
        record.notReady += 1;
        record.firstProblem ??= problem;
      }
      await sleep(everyMs);
    }
  });
  return {
    async stop(): Promise<ReadinessSeen[]> {
      running = false;
      await Promise.all(loops);
      return [...seen.values()];
    },
  };
}
