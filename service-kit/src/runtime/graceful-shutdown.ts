import type { Logger } from '../logging/logger.js';

export type Closer = () => Promise<void>;

/**
 * On SIGTERM/SIGINT: run the closers in order (stop taking requests, stop consumers and relays,
 * close adapters), then exit. A second signal or a stuck closer past the deadline forces the exit.
 */
export function onShutdown(logger: Logger, closers: Closer[], deadlineMs = 10_000): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, deadlineMs);
    timer.unref();
    for (const close of closers) {
      try {
        await close();
      } catch (error) {
        logger.warn({ err: error }, 'a closer failed during shutdown');
      }
    }
    process.exit(0);
  };
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));
}
