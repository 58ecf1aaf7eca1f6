import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UserDeleted, UserUpdated } from '@heartwise/contracts';
import { MemoryDocumentStore, newEvent } from '@heartwise/service-kit';
import { deliverTo } from '@heartwise/service-kit/testing';
import { personRepository } from '../src/adapters/store/person.repository.js';
import { sanctionRepository } from '../src/adapters/store/sanction.repository.js';
import { identityHandlers } from '../src/events/identity.subscriptions.js';
import { post, someone, startModeration, type Moderation } from './support/moderation-harness.js';

/** The names the queue shows come from svc-moderation's own projection of identity events. */
let moderation: Moderation;
const mo = someone('moderator', 'Mo');

beforeAll(async () => {
  moderation = await startModeration();
  await moderation.registered(mo);
});
afterAll(async () => {
  await moderation.stop();
});

describe('names on queue items', () => {
  it("follow a person's rename, on what they wrote and what they reported", async () => {
    const jo = someone('youth', 'Jo', 'Park');
    const mia = someone('youth', 'Mia');
    await moderation.registered(jo);
    await moderation.registered(mia);
    const thread = post(jo);
    await moderation.reported(mia, thread);
    await moderation.itemOf(thread, mo, 'pending', (item) => item.content.user.firstName === 'Jo');

    await moderation.renamed(jo, 'Joanna');
    await moderation.renamed(mia, 'Amelia');
    const item = await moderation.itemOf(
      thread,
      mo,
      'pending',
      (found) => found.content.user.firstName === 'Joanna' && found.reportedBy?.firstName === 'Amelia',
    );
    expect(item.content.user).toEqual({ firstName: 'Joanna', lastName: 'Park', username: jo.username });
    expect(JSON.stringify(item)).not.toContain('@');
  });

  it('go when the author, the reporter or the moderator deletes their account, and the item still reads', async () => {
    const jo = someone('youth', 'Jo', 'Park');
    const mia = someone('youth', 'Mia');
    const max = someone('moderator', 'Max');
    for (const person of [jo, mia, max]) await moderation.registered(person);
    const thread = post(jo);
    await moderation.reported(mia, thread, 'Unkind or hurtful');
    const item = await moderation.itemOf(
      thread,
      mo,
      'pending',
      (found) => found.content.user.firstName === 'Jo' && found.reportedBy?.firstName === 'Mia',
    );
    expect((await moderation.act(max, item.id, 'escalate')).status).toBe(200);

    for (const person of [jo, mia, max]) await moderation.deleted(person);
    const anonymous = { firstName: null, username: 'anonymous' };
    const shown = await moderation.itemOf(
      thread,
      mo,
      'flagged',
      (found) => found.content.user.firstName === null && found.reportedBy?.firstName === null,
    );
    expect(shown.content).toEqual({
      title: 'Nobody gets it',
      content: thread.content,
      user: { ...anonymous, lastName: null },
    });
    expect(shown.reportedBy).toEqual(anonymous);
    expect(shown.reason).toBe('Unkind or hurtful');
    await moderation.eventually(
      () => moderation.itemOf(thread, mo, 'flagged'),
      (found) => found.history[0]?.by.username === 'anonymous',
    );
  });

  it('of someone identity has not told us about yet read as anonymous until it does', async () => {
    const newcomer = someone('youth', 'Noor');
    const mia = someone('youth', 'Mia');
    const thread = post(newcomer);
    await moderation.reported(mia, thread);
    const before = await moderation.itemOf(thread, mo);
    expect(before.content.user.username).toBe('anonymous');

    await moderation.registered(newcomer);
    await moderation.itemOf(
      thread,
      mo,
      'pending',
      (found) => found.content.user.username === newcomer.username,
    );
  });
});

describe('identity events arriving out of order', () => {
  const ana = '44444444-4444-4444-8444-444444444444';
  const profile = (firstName: string) => ({
    userId: ana,
    username: 'calm-otter123',
    firstName,
    lastName: 'Silva',
    role: 'youth' as const,
  });
  const at = (minute: number) => ({ occurredAt: new Date(Date.UTC(2026, 10, 21, 10, minute)).toISOString() });

  it('never let an older name overwrite a newer one', async () => {
    const store = new MemoryDocumentStore();
    const people = personRepository(store);
    const deliver = deliverTo(identityHandlers({ people, sanctions: sanctionRepository(store) }));
    await deliver({ ...newEvent(UserUpdated, profile('Ana Maria')), ...at(5) });
    await deliver({ ...newEvent(UserUpdated, profile('Ana')), ...at(1) });
    expect((await people.byIds([ana])).get(ana)?.firstName).toBe('Ana Maria');
  });

  it('never bring a deleted person back with a late rename', async () => {
    const store = new MemoryDocumentStore();
    const people = personRepository(store);
    const deliver = deliverTo(identityHandlers({ people, sanctions: sanctionRepository(store) }));
    await deliver({ ...newEvent(UserUpdated, profile('Ana')), ...at(1) });
    await deliver({ ...newEvent(UserDeleted, { userId: ana }), ...at(9) });
    await deliver({ ...newEvent(UserUpdated, profile('Ana Maria')), ...at(5) });
    expect((await people.byIds([ana])).size).toBe(0);
  });
});
