import { describe, expect, it } from '@jest/globals';
import {
  LinkApproved,
  LinkEnded,
  UserDeleted,
  UserRegistered,
  UserUpdated,
  type UserProfile,
} from '@heartwise/contracts';
import { createLogger, MemoryDocumentStore, newEvent } from '@heartwise/service-kit';
import { deliverTo } from '@heartwise/service-kit/testing';
import { familyDirectory } from '../src/adapters/store/family.repository.js';
import { personalData } from '../src/adapters/store/personal-data.js';
import { habitRepository } from '../src/adapters/store/habit.repository.js';
import { identityHandlers } from '../src/events/identity.subscriptions.js';
import { todaysHabits } from '../src/core/use-cases/todays-habits.js';

const jo = '11111111-1111-4111-8111-111111111111';
const ana = '22222222-2222-4222-8222-222222222222';
const link = { linkId: '33333333-3333-4333-8333-333333333333', parentId: jo, youthId: ana };
const at = (minute: number) => ({ occurredAt: new Date(Date.UTC(2026, 10, 21, 10, minute)).toISOString() });
const profile = (firstName: string): UserProfile => ({
  userId: ana,
  username: 'calm-otter123',
  firstName,
  lastName: 'Silva',
  role: 'youth',
});

/** svc-wellness's real identity handlers on an embedded store, and what a parent would be shown. */
function wellnessProjection() {
  const store = new MemoryDocumentStore();
  const family = familyDirectory(store);
  const deliver = deliverTo(
    identityHandlers({ personalData: personalData(store), family, logger: createLogger('test', 'silent') }),
  );
  const seenBy = async (parentId: string) => {
    const youthIds = await family.youthOf(parentId);
    const names = await family.firstNames(youthIds);
    return youthIds.map((youthId) => ({ youthId, firstName: names.get(youthId) ?? null }));
  };
  return { store, family, deliver, seenBy };
}

describe("wellness's view of families, fed by identity events", () => {
  it('an approved link lets the parent see the youth, by the first name identity last stated', async () => {
    const { deliver, seenBy } = wellnessProjection();
    await deliver({ ...newEvent(UserRegistered, profile('Ana')), ...at(1) });
    await deliver(newEvent(LinkApproved, link));
    expect(await seenBy(jo)).toEqual([{ youthId: ana, firstName: 'Ana' }]);
    expect(await seenBy(ana)).toEqual([]); // a youth sees no one through a link

    await deliver({ ...newEvent(UserUpdated, profile('Ana Maria')), ...at(3) });
    await deliver({ ...newEvent(UserUpdated, profile('Old Name')), ...at(2) }); // late, and older
    expect(await seenBy(jo)).toEqual([{ youthId: ana, firstName: 'Ana Maria' }]);
  });

  it('a link ended stays ended: an approval delivered again or late never reopens it', async () => {
    const { deliver, seenBy } = wellnessProjection();
    const approved = newEvent(LinkApproved, link);
    await deliver(approved);
    await deliver(newEvent(LinkEnded, link));
    expect(await seenBy(jo)).toEqual([]);
    await deliver(approved);
    expect(await seenBy(jo)).toEqual([]);
  });

  it('an end arriving before its approval (another topic) still wins', async () => {
    const { deliver, seenBy } = wellnessProjection();
    await deliver(newEvent(LinkEnded, link));
    await deliver(newEvent(LinkApproved, link));
    expect(await seenBy(jo)).toEqual([]);
  });

  it('a later link between the same two people is a new link, and shows again', async () => {
    const { deliver, seenBy } = wellnessProjection();
    await deliver(newEvent(LinkApproved, link));
    await deliver(newEvent(LinkEnded, link));
    await deliver(newEvent(LinkApproved, { ...link, linkId: '44444444-4444-4444-8444-444444444444' }));
    expect(await seenBy(jo)).toEqual([{ youthId: ana, firstName: null }]);
  });

  it('a deleted youth is forgotten: link, name and records, and late events never bring them back', async () => {
    const { store, deliver, seenBy } = wellnessProjection();
    const habits = habitRepository(store);
    const now = () => new Date('2026-11-21T10:00:00.000Z');
    await todaysHabits({ habits, now }, ana, '2026-11-21');
    await todaysHabits({ habits, now }, jo, '2026-11-21');
    await deliver({ ...newEvent(UserRegistered, profile('Ana')), ...at(1) });
    await deliver(newEvent(LinkApproved, link));

    const deleted = { ...newEvent(UserDeleted, { userId: ana }), ...at(5) };
    await deliver(deleted);
    await deliver(deleted); // redelivered
    expect(await seenBy(jo)).toEqual([]);
    expect(await habits.allOf(ana)).toEqual([]);
    expect(await habits.allOf(jo)).toHaveLength(5);

    // Still on their way when the account went: a rename and a second approval.
    await deliver({ ...newEvent(UserUpdated, profile('Ana Maria')), ...at(6) });
    await deliver(newEvent(LinkApproved, { ...link, linkId: '55555555-5555-4555-8555-555555555555' }));
    expect(await seenBy(jo)).toEqual([]);
  });

  it('a deleted parent loses every link', async () => {
    const { deliver, seenBy } = wellnessProjection();
    await deliver(newEvent(LinkApproved, link));
    await deliver(newEvent(UserDeleted, { userId: jo }));
    expect(await seenBy(jo)).toEqual([]);
    await deliver(newEvent(LinkEnded, link)); // the end identity sends as the account goes
    expect(await seenBy(jo)).toEqual([]);
  });
});
