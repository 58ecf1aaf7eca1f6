import type { Readiness } from '@heartwise/contracts';

/** A named probe of something the service needs (its database, Kafka, Redis). Throws when down. */
export type ReadinessCheck = () => Promise<void>;

const CHECK_TIMEOUT_MS = 2000;

export async function checkReadiness(
  service: string,
  checks: Record<string, ReadinessCheck>,
): Promise<Readiness> {
  const results = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await withTimeout(check(), CHECK_TIMEOUT_MS);
        return [name, 'ok'] as const;
      } catch (error) {
        return [name, error instanceof Error ? error.message : 'unreachable'] as const;
      }
    }),
  );
  const ready = results.every(([, result]) => result === 'ok');
  return { status: ready ? 'ready' : 'unavailable', service, checks: Object.fromEntries(results) };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
