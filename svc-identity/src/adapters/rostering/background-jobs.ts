import type { Logger } from '@heartwise/service-kit';

/**
 * Jobs that run after their answer has gone (an import's apply or rollback). When the service
 * stops, running jobs are asked to stop at their next step, which they record, and are waited for.
 */
export function backgroundJobs(logger: Logger) {
  const running = new Set<Promise<void>>();
  let stopping = false;
  return {
    run(job: () => Promise<void>): void {
      const done: Promise<void> = job()
        .catch((error: unknown) => logger.error({ err: error }, 'a background job failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    stopping: () => stopping,
    async stop(): Promise<void> {
      stopping = true;
      await Promise.allSettled([...running]);
    },
  };
}
