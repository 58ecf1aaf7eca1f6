import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { createLogger, MemoryDocumentStore } from '@heartwise/service-kit';
import { deliverTo } from '@heartwise/service-kit/testing';
import { habitRepository } from '../src/adapters/store/habit.repository.js';
import { personalData } from '../src/adapters/store/personal-data.js';
import { identityHandlers } from '../src/events/identity.subscriptions.js';
import { todaysHabits } from '../src/core/use-cases/todays-habits.js';
import { exportMyWellnessData } from '../src/core/use-cases/export-my-data.js';

const { uuid, iso8601DateTimeWithMillis } = MatchersV3;

// svc-wellness's real event handler (the one subscribeToIdentity runs) against the message it
// expects from svc-identity; svc-identity/test/identity-events.provider.pact.test.ts verifies it.
const pact = new PactV4({
  consumer: 'svc-wellness',
  provider: 'svc-identity',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

const userId = '0b5f4c2e-8f55-4b9e-9d0a-0f6a1e2b3c4d';
const someoneElse = '22222222-2222-4222-8222-222222222222';

describe('svc-wellness, as a consumer of identity events', () => {
  it("erases a deleted person's wellness records", async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('identity.user.deleted: an account was deleted', (message) =>
        message.withJSONContent({
          id: uuid('5d0c7a52-2f4e-4c1b-9a57-3e2a1f0b9c8d'),
          type: 'identity.user.deleted',
          version: 1,
          occurredAt: iso8601DateTimeWithMillis('2026-11-21T10:00:00.000Z'),
          payload: { userId: uuid(userId) },
        }),
      )
      .executeTest(async (message) => {
        const store = new MemoryDocumentStore();
        const habits = habitRepository(store);
        const now = () => new Date('2026-11-21T10:00:00.000Z');
        await todaysHabits({ habits, now }, userId, '2026-11-21');
        await todaysHabits({ habits, now }, someoneElse, '2026-11-21');
        const deliver = deliverTo(
          identityHandlers({ personalData: personalData(store), logger: createLogger('pact', 'silent') }),
        );

        await deliver(message.contents.content);

        expect((await exportMyWellnessData({ habits, now }, userId)).habits).toEqual([]);
        expect((await exportMyWellnessData({ habits, now }, someoneElse)).habits).toHaveLength(5);
      });
  });
});
