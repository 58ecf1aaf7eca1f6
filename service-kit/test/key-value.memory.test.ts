import { afterEach, expect, it, jest } from '@jest/globals';
import { MemoryKeyValueStore } from '../src/adapters/memory/key-value.memory.js';
import { keyValueConformance } from './conformance/key-value.conformance.js';

keyValueConformance('memory', async () => new MemoryKeyValueStore());

afterEach(() => {
  jest.restoreAllMocks();
});

it('sweeps the expired counters of people who never come back, so memory follows live keys only', async () => {
  let clock = Date.now();
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
  const store = new MemoryKeyValueStore();
  // An hour of write-limit windows: each minute 5,000 people write once, and none comes back.
  for (let minute = 0; minute < 60; minute += 1) {
    for (let person = 0; person < 5_000; person += 1) {
      await store.incr(`rate-limit:write:svc-wellness:${minute}-${person}:minute`, 60);
    }
    clock += 61_000;
  }
  // A sweep runs at least once per as many writes as there are keys: at most twice the live ones.
  expect(store.size).toBeLessThanOrEqual(2 * 5_000 + 1_000);
});
