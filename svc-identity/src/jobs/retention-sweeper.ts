import type { Logger } from '@heartwise/service-kit';
import { LockBusyError, type Lock } from '../ports/lock.port.js';

export interface SweeperOptions {
  /** Time between the end of one run and the start of the next. */
  intervalMs: number;
  /** Held for a whole run, so of several pods only one sweeps at a time; a busy lock skips the run. */
  lock: Lock;
  run(): Promise<unknown>;
  logger: Pick<Logger, 'warn'>;
}

export interface Sweeper {
  start(): void;
  stop(): Promise<void>;
}

/**
 * Runs `run` every `intervalMs`, one run at a time in the process and, through `lock`, across
 * processes. A failed run is logged and tried again at the next tick: nothing is lost by waiting.
 * The timer never keeps the process alive, and `stop` waits for a run in progress.
 */
export function periodicSweeper(options: SweeperOptions): Sweeper {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const tick = () => {
    running = (async () => {
      try {
        await options.lock.holding(options.run);
      } catch (error) {
        if (!(error instanceof LockBusyError))
          options.logger.warn({ err: error }, 'a retention sweep failed');
      }
    })();
    void running.then(schedule);
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(tick, options.intervalMs);
    timer.unref();
  };

  return {
    start: schedule,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
