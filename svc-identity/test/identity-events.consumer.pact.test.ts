import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { MemoryDocumentStore } from '@heartwise/service-kit';
import { deliverTo } from '@heartwise/service-kit/testing';
import { linkRepository } from '../src/adapters/store/link.repository.js';
import { accountChangeHandlers } from '../src/events/account.subscriptions.js';
import type { LinkRecord } from '../src/ports/link.repository.port.js';

const { uuid, regex, iso8601DateTimeWithMillis } = MatchersV3;

// svc-identity reacts to its own events (family links end when a person leaves or stops being a
// parent or youth), through the bus like any other consumer, so it has a pact with itself as the
// producer; identity-events.provider.pact.test.ts verifies it with the others.
const pact = new PactV4({
  consumer: 'svc-identity',
  provider: 'svc-identity',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

const parentId = '0b5f4c2e-8f55-4b9e-9d0a-0f6a1e2b3c4d';
const youthId = '1c6a5d3f-9a66-4c8f-8e1b-1a7b2f3c4d5e';
const envelope = (type: string, payload: Record<string, unknown>) => ({
  id: uuid('5d0c7a52-2f4e-4c1b-9a57-3e2a1f0b9c8d'),
  type,
  version: 1,
  occurredAt: iso8601DateTimeWithMillis('2026-11-21T10:00:00.000Z'),
  payload,
});
const role = (example: string) => regex('^(youth|parent|moderator|admin)$', example);

/** Identity's link storage with one approved link between the parent and the youth. */
async function linkedFamily() {
  const links = linkRepository(new MemoryDocumentStore());
  const at = '2026-11-20T10:00:00.000Z';
  const link: LinkRecord = {
    id: '9e8d7c6b-5a49-4382-9716-a5b4c3d2e1f0',
    parentId,
    youthId,
    status: 'approved',
    createdAt: at,
    updatedAt: at,
    approvedAt: at,
    endedAt: null,
    decidedBy: youthId,
    endedBy: null,
  };
  await links.create(link);
  const deliver = deliverTo(
    accountChangeHandlers({ links, now: () => new Date('2026-11-21T10:00:00.000Z') }),
  );
  return { deliver, status: async () => (await links.findById(link.id))?.status };
}

describe('svc-identity, as a consumer of its own events', () => {
  it("ends a deleted person's family links", async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('identity.user.deleted: an account was deleted', (message) =>
        message.withJSONContent(envelope('identity.user.deleted', { userId: uuid(parentId) })),
      )
      .executeTest(async (message) => {
        const family = await linkedFamily();
        await family.deliver(message.contents.content);
        expect(await family.status()).toBe('ended');
      });
  });

  it('ends the family links of a parent who is made a moderator', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('identity.user.role-changed: a parent was made a moderator', (message) =>
        message.withJSONContent(
          envelope('identity.user.role-changed', {
            userId: uuid(parentId),
            from: role('parent'),
            to: role('moderator'),
          }),
        ),
      )
      .executeTest(async (message) => {
        const family = await linkedFamily();
        await family.deliver(message.contents.content);
        expect(await family.status()).toBe('ended');
      });
  });
});
