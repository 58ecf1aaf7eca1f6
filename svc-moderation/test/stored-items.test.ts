import { describe, expect, it } from '@jest/globals';
import { MemoryDocumentStore } from '@heartwise/service-kit';
import {
  moderationItemRepository,
  moderationItemsCollection,
} from '../src/adapters/store/moderation-item.repository.js';
import { personRepository } from '../src/adapters/store/person.repository.js';
import { sanctionRepository } from '../src/adapters/store/sanction.repository.js';
import { listQueue } from '../src/core/use-cases/list-queue.js';
import { decideItem } from '../src/core/use-cases/decide-item.js';
import { EVERY_ITEM } from '../src/core/queue-scope.js';

/**
 * Items stored before issue 14 (no visibility, the old approve / reject / flag in their history)
 * still read and can still be decided: the store parses every document it reads with the
 * collection's schema, which is where they are brought up to date.
 */
const moderator = '88888888-8888-4888-8888-888888888888';
const author = '0b5f4c2e-8f55-4b9e-9d0a-0f6a1e2b3c4d';

/** An item as svc-moderation stored it before issue 14. */
function storedBefore(overrides: Record<string, unknown>) {
  return {
    id: 'aa0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a01',
    contentType: 'thread',
    contentId: '55555555-5555-4555-8555-555555555555',
    threadId: '55555555-5555-4555-8555-555555555555',
    authorId: author,
    title: 'Nobody gets it',
    content: 'Some days everything feels like too much.',
    snapshotAt: '2026-11-01T09:00:00.000Z',
    status: 'pending',
    priority: 'medium',
    reports: [
      {
        reportId: '66666666-6666-4666-8666-666666666666',
        reporterId: '77777777-7777-4777-8777-777777777777',
        reason: 'Unkind or hurtful',
        reportedAt: '2026-11-01T09:30:00.000Z',
      },
    ],
    history: [],
    editRequested: false,
    createdAt: '2026-11-01T09:30:00.000Z',
    updatedAt: '2026-11-01T09:30:00.000Z',
    revision: 0,
    ...overrides,
  };
}

const decided = (action: string) => [{ action, moderatorId: moderator, at: '2026-11-02T10:00:00.000Z' }];
const abusive = { outcome: 'abusive', priority: 'medium', screenedAt: '2026-11-01T09:00:00.000Z' };
const crisis = { outcome: 'crisis', priority: 'high', screenedAt: '2026-11-01T09:00:00.000Z' };
const read = (stored: Record<string, unknown>) => moderationItemsCollection.schema.parse(stored);

describe('an item stored before issue 14', () => {
  it('reads with the visibility the old status meant', () => {
    expect(read(storedBefore({ status: 'approved', history: decided('approve') })).visibility).toBe('public');
    expect(read(storedBefore({ status: 'rejected', history: decided('reject') })).visibility).toBe('removed');
    expect(read(storedBefore({ status: 'flagged', history: decided('flag') })).visibility).toBe('held');
    expect(read(storedBefore({})).visibility).toBe('public');
    expect(read(storedBefore({ screening: abusive, reports: [] })).visibility).toBe('held');
    expect(read(storedBefore({ editRequested: true, history: decided('request-edit') })).visibility).toBe(
      'held',
    );
  });

  it('reads its old actions as the decisions they were for what it was about', () => {
    const actionOf = (stored: Record<string, unknown>) => read(stored).history.map((entry) => entry.action);
    expect(actionOf(storedBefore({ status: 'approved', history: decided('approve') }))).toEqual(['keep']);
    expect(actionOf(storedBefore({ status: 'rejected', history: decided('reject') }))).toEqual(['hide']);
    expect(actionOf(storedBefore({ status: 'flagged', history: decided('flag') }))).toEqual(['escalate']);
    expect(
      actionOf(storedBefore({ status: 'approved', screening: abusive, history: decided('approve') })),
    ).toEqual(['allow']);
    expect(
      actionOf(storedBefore({ status: 'approved', screening: crisis, history: decided('approve') })),
    ).toEqual(['publish']);
    expect(
      actionOf(storedBefore({ status: 'rejected', screening: crisis, history: decided('reject') })),
    ).toEqual(['remove']);
  });

  it('shows in the queue and can be taken down like any kept post', async () => {
    const store = new MemoryDocumentStore();
    const deps = {
      items: moderationItemRepository(store),
      people: personRepository(store),
      sanctions: sanctionRepository(store),
      now: () => new Date('2026-11-21T12:00:00.000Z'),
    };
    await deps.items.add(read(storedBefore({ status: 'approved', history: decided('approve') })));

    const [shown] = await listQueue(deps, EVERY_ITEM, 'approved');
    expect(shown).toMatchObject({
      kind: 'report',
      visibility: 'public',
      editAwaitingReview: false,
      authorSanctions: [],
      history: [{ action: 'keep', by: { username: 'anonymous' } }],
      // Stored before districts (issue 16): the public community's.
      organizationId: null,
    });
    expect(shown?.threadTitle).toBeUndefined();

    const removed = await decideItem(
      deps,
      { sub: moderator, sid: 'a'.repeat(32), role: 'moderator' },
      EVERY_ITEM,
      'aa0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a01',
      'remove',
      { notes: 'A second look' },
    );
    expect(removed).toMatchObject({ status: 'rejected', visibility: 'removed' });
    expect(removed.history.map((entry) => entry.action)).toEqual(['keep', 'remove']);
  });
});
