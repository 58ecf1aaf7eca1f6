import { setTimeout as sleep } from 'node:timers/promises';
import type { KeyValueStore } from '@heartwise/service-kit';
import { LockBusyError, type Lock } from '../../ports/lock.port.js';

export interface KeyValueLockOptions {
  /** A holder that dies keeps the lock at most this long. */
  leaseSeconds?: number;
  /** How long to wait for a busy lock before giving up. */
  waitMs?: number;
}

/**
 * A lock on the key-value store (Redis in the stack, so it holds across replicas): the first INCR
 * of the key takes it, deleting the key gives it back, and the key's TTL frees it if the holder
 * dies. Holders do a few small writes, far below the lease.
 */
export function keyValueLock(kv: KeyValueStore, name: string, options: KeyValueLockOptions = {}): Lock {
  const key = `lock:${name}`;
  const leaseSeconds = options.leaseSeconds ?? 10;
  const waitMs = options.waitMs ?? 3_000;

  return {
    async holding(work) {
      const deadline = Date.now() + waitMs;
      while ((await kv.incr(key, leaseSeconds)) !== 1) {
        if (Date.now() > deadline) throw new LockBusyError(`${name} is busy`);
        await sleep(20);
      }
      try {
        return await work();
      } finally {
        await kv.del(key);
      }
    },
  };
}
