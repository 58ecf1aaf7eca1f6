import type { KeyValueStore } from '@heartwise/service-kit';
import type { JobLocks, Lease } from '../../ports/job-lock.port.js';

/**
 * Job locks on the key-value store (Redis in the stack, so they hold across replicas): the first
 * INCR of the key takes it; the holder renews its TTL as it works; a holder that dies frees it
 * when the TTL runs out.
 */
export function keyValueJobLocks(kv: KeyValueStore, leaseSeconds = 120): JobLocks {
  return {
    async take(name): Promise<Lease | null> {
      const key = `lease:${name}`;
      if ((await kv.incr(key, leaseSeconds)) !== 1) return null;
      return {
        renew: () => kv.set(key, '1', leaseSeconds),
        release: async () => {
          await kv.del(key);
        },
      };
    },
  };
}
