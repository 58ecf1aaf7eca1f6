import { setTimeout as sleep } from 'node:timers/promises';

export interface RetryRetriableOptions {
  /** Tries in all, the first included. */
  attempts: number;
  /** Wait before the second try; doubled before each next one. */
  firstDelayMs: number;
  /** Told about each failure that will be tried again (to log it). */
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
}

/** kafkajs marks errors worth trying again (a broker still catching up, a lost connection) `retriable`. */
export const isRetriable = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { retriable?: unknown }).retriable === true;

/**
 * Runs `work` again after a retriable failure, a few times with a doubling pause; any other
 * failure, or the last one, is thrown as it is.
 */
export async function retryRetriable<T>(work: () => Promise<T>, options: RetryRetriableOptions): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= options.attempts || !isRetriable(error)) throw error;
      const delayMs = options.firstDelayMs * 2 ** (attempt - 1);
      options.onRetry?.(error, attempt, delayMs);
      await sleep(delayMs);
    }
  }
}
