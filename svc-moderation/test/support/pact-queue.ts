import type { ModerationActionRequest, ModerationDecision, ModerationStatus } from '@heartwise/contracts';
import { Memberships, MemoryDocumentStore } from '@heartwise/service-kit';
import { deliverTo } from '@heartwise/service-kit/testing';
import { moderationItemRepository } from '../../src/adapters/store/moderation-item.repository.js';
import { personRepository } from '../../src/adapters/store/person.repository.js';
import { sanctionRepository } from '../../src/adapters/store/sanction.repository.js';
import { forumHandlers } from '../../src/events/forum.subscriptions.js';
import { identityHandlers } from '../../src/events/identity.subscriptions.js';
import { listQueue } from '../../src/core/use-cases/list-queue.js';
import { decideItem } from '../../src/core/use-cases/decide-item.js';
import { placesOf } from '../../src/adapters/store/places.js';
import { EVERY_ITEM, type QueueScope } from '../../src/core/queue-scope.js';

const MODERATOR_ID = '88888888-8888-4888-8888-888888888888';

/**
 * svc-moderation's real handlers and queue on an embedded store, without HTTP or the bus: what a
 * consumer pact delivers its messages to, and reads the result from.
 */
export function pactQueue() {
  const store = new MemoryDocumentStore();
  const items = moderationItemRepository(store);
  const people = personRepository(store);
  const sanctions = sanctionRepository(store);
  let ids = 0;
  const deps = {
    items,
    people,
    sanctions,
    places: placesOf(store),
    now: () => new Date('2026-11-21T12:00:00.000Z'),
    newId: () => `aa0c1a52-3f0e-4c8e-9b51-6a2f0f1c0${String((ids += 1)).padStart(3, '0')}`,
  };
  return {
    people,
    deliverForum: deliverTo(forumHandlers(deps)),
    deliverIdentity: deliverTo(identityHandlers(deps)),
    /** What the service's membership subscription runs (service-kit's projection). */
    deliverMembership: deliverTo(new Memberships(store).handlers()),
    queue: (status: ModerationStatus = 'pending', scope: QueueScope = EVERY_ITEM) =>
      listQueue(deps, scope, status),
    /** A moderator's decision about an item, through the real use case (e.g. to ask for an edit). */
    decide: (itemId: string, decision: ModerationDecision, request?: ModerationActionRequest) =>
      decideItem(
        deps,
        { sub: MODERATOR_ID, sid: 'a'.repeat(32), role: 'moderator' },
        EVERY_ITEM,
        itemId,
        decision,
        request,
      ),
  };
}
