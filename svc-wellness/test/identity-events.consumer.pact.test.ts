import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { defaultHelplines } from '@heartwise/contracts';
import { createLogger, helplinesFor, Memberships, MemoryDocumentStore } from '@heartwise/service-kit';
import { deliverTo } from '@heartwise/service-kit/testing';
import { habitRepository } from '../src/adapters/store/habit.repository.js';
import { kindnessRepository } from '../src/adapters/store/kindness.repository.js';
import { practiceRepository } from '../src/adapters/store/practice.repository.js';
import { checkInRepository } from '../src/adapters/store/check-in.repository.js';
import { emotionSessionRepository } from '../src/adapters/store/emotion-session.repository.js';
import { familyDirectory } from '../src/adapters/store/family.repository.js';
import { insightFiguresRepository } from '../src/adapters/store/insight-figures.repository.js';
import { personalData } from '../src/adapters/store/personal-data.js';
import { identityHandlers } from '../src/events/identity.subscriptions.js';
import { todaysHabits } from '../src/core/use-cases/todays-habits.js';
import { exportMyWellnessData } from '../src/core/use-cases/export-my-data.js';
import { youthSummariesFor } from '../src/core/use-cases/youth-summaries.js';
import type { WellnessRepositories } from '../src/ports/repositories.js';

const { eachLike, integer, like, regex, uuid, iso8601DateTimeWithMillis } = MatchersV3;

// svc-wellness's real event handlers (the ones subscribeToIdentity runs) against the messages it
// expects from svc-identity; svc-identity/test/identity-events.provider.pact.test.ts verifies them
// against what the real service publishes. Descriptions must match there exactly.
const pact = new PactV4({
  consumer: 'svc-wellness',
  provider: 'svc-identity',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

const userId = '0b5f4c2e-8f55-4b9e-9d0a-0f6a1e2b3c4d';
const parentId = '1c6a5d3f-9a66-4c8f-8e1b-1a7b2f3c4d5e';
const someoneElse = '22222222-2222-4222-8222-222222222222';
const today = '2026-11-21';

/** Every event's envelope (ARCHITECTURE §6): the type and version exactly, the rest by shape. */
const envelope = (type: string, payload: Record<string, unknown>) => ({
  id: uuid('5d0c7a52-2f4e-4c1b-9a57-3e2a1f0b9c8d'),
  type,
  version: 1,
  occurredAt: iso8601DateTimeWithMillis('2026-11-21T10:00:00.000Z'),
  payload,
});
/** A profile as identity states it: the id exactly, the rest by shape. */
const profile = (firstName: string) => ({
  userId: uuid(userId),
  username: like('calm-otter123'),
  firstName: like(firstName),
  lastName: like('Silva'),
  role: regex('^(youth|parent|moderator|admin)$', 'youth'),
});
const linkChange = {
  linkId: uuid('9e8d7c6b-5a49-4382-9716-a5b4c3d2e1f0'),
  parentId: uuid(parentId),
  youthId: uuid(userId),
};

/** svc-wellness on an embedded store, with its real handlers. */
function wellness() {
  const store = new MemoryDocumentStore();
  const repositories: WellnessRepositories = {
    habits: habitRepository(store),
    kindness: kindnessRepository(store),
    practices: practiceRepository(store),
    checkIns: checkInRepository(store),
    sessions: emotionSessionRepository(store),
    family: familyDirectory(store),
    insights: insightFiguresRepository(store),
  };
  const now = () => new Date('2026-11-21T10:00:00.000Z');
  const deliver = deliverTo(
    identityHandlers({
      personalData: personalData(store),
      family: repositories.family,
      logger: createLogger('pact', 'silent'),
    }),
  );
  return {
    ...repositories,
    now,
    deliver,
    /** Who the parent of the messages is shown, and by which name. */
    parentSees: async () =>
      (await youthSummariesFor(repositories, parentId, today)).map(({ youthId, firstName }) => ({
        youthId,
        firstName,
      })),
  };
}

describe('svc-wellness, as a consumer of identity events', () => {
  it("erases a deleted person's wellness records", async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('identity.user.deleted: an account was deleted', (message) =>
        message.withJSONContent(envelope('identity.user.deleted', { userId: uuid(userId) })),
      )
      .executeTest(async (message) => {
        const service = wellness();
        await todaysHabits(service, userId, today);
        await todaysHabits(service, someoneElse, today);

        await service.deliver(message.contents.content);

        expect((await exportMyWellnessData(service, userId)).habits).toEqual([]);
        expect((await exportMyWellnessData(service, someoneElse)).habits).toHaveLength(5);
      });
  });

  it('learns the first name a linked parent will see when a youth signs up', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('identity.user.registered: a youth signed up', (message) =>
        message.withJSONContent(envelope('identity.user.registered', profile('Ana'))),
      )
      .executeTest(async (message) => {
        const service = wellness();
        await service.family.linkApproved({ linkId: someoneElse, parentId, youthId: userId });

        await service.deliver(message.contents.content);

        expect(await service.parentSees()).toEqual([{ youthId: userId, firstName: 'Ana' }]);
      });
  });

  it('shows the new first name after a youth changes it', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('identity.user.updated: a person changed their first name', (message) =>
        message.withJSONContent(envelope('identity.user.updated', profile('Ana Maria'))),
      )
      .executeTest(async (message) => {
        const service = wellness();
        await service.family.linkApproved({ linkId: someoneElse, parentId, youthId: userId });
        await service.family.rememberName(userId, 'Ana', '2026-11-01T10:00:00.000Z');

        await service.deliver(message.contents.content);

        expect(await service.parentSees()).toEqual([{ youthId: userId, firstName: 'Ana Maria' }]);
      });
  });

  it("shows a parent the youth's summary once their link is approved", async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive("identity.link.approved: a youth accepted a parent's link request", (message) =>
        message.withJSONContent(envelope('identity.link.approved', linkChange)),
      )
      .executeTest(async (message) => {
        const service = wellness();
        expect(await service.parentSees()).toEqual([]);

        await service.deliver(message.contents.content);

        expect(await service.parentSees()).toEqual([{ youthId: userId, firstName: null }]);
      });
  });

  it('shows the parent nothing more of the youth once their link ends', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('identity.link.ended: a parent ended a link', (message) =>
        message.withJSONContent(envelope('identity.link.ended', linkChange)),
      )
      .executeTest(async (message) => {
        const service = wellness();
        const content = message.contents.content as { payload: { linkId: string } };
        await service.family.linkApproved({ linkId: content.payload.linkId, parentId, youthId: userId });
        expect(await service.parentSees()).toHaveLength(1);

        await service.deliver(message.contents.content);

        expect(await service.parentSees()).toEqual([]);
      });
  });

  it('knows which district a person belongs to once identity says so', async () => {
    const organizationId = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive(
        'identity.membership.changed: a platform admin created a district and its organization admin',
        (message) =>
          message.withJSONContent(
            envelope('identity.membership.changed', {
              userId: uuid(userId),
              organizationId: uuid(organizationId),
              schoolId: null,
              role: regex('^(youth|parent|moderator|admin|org-admin)$', 'org-admin'),
            }),
          ),
      )
      .executeTest(async (message) => {
        const memberships = new Memberships(new MemoryDocumentStore());
        await deliverTo(memberships.handlers())(message.contents.content);
        expect(await memberships.membershipOf(userId)).toEqual({ organizationId, schoolId: null });
      });
  });

  it("gives a district's youth its helplines once its settings name some", async () => {
    const organizationId = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive(
        'identity.org.settings.changed: an organization admin changed their district settings',
        (message) =>
          message.withJSONContent(
            envelope('identity.org.settings.changed', {
              organizationId: uuid(organizationId),
              communityScope: regex('^(district|school)$', 'school'),
              retentionDays: integer(14),
              screeningPhrases: eachLike('meet me after school'),
              helplines: eachLike({
                name: like('Riverside Counselling Line'),
                phone: like('555-0100'),
                hours: like('Weekdays 8–6'),
              }),
            }),
          ),
      )
      .executeTest(async (message) => {
        const memberships = new Memberships(new MemoryDocumentStore());
        await deliverTo(memberships.handlers())(message.contents.content);
        const settings = await memberships.settingsOf(organizationId);
        expect(helplinesFor({ settings }, defaultHelplines)).toEqual([
          { name: 'Riverside Counselling Line', contact: 'Call 555-0100 · Weekdays 8–6' },
        ]);
      });
  });
});
