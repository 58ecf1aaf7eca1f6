import { UserDeleted, UserRoleChanged } from '@heartwise/contracts';
import { on, type ConsumerGroup } from '@heartwise/service-kit';
import type { LinkRepository } from '../ports/link.repository.port.js';
import { endLinksOf } from '../core/use-cases/end-link.js';

/**
 * A person who leaves, or stops being a parent or a youth, keeps no family links. Reacting to our
 * own events (rather than ending links inside the delete or role-change request) makes this
 * durable: the event waits in the outbox until published, and the handler is safe to run again.
 */
export function accountChangeHandlers(deps: { links: LinkRepository; now: () => Date }) {
  return {
    ...on(UserDeleted, (event) => endLinksOf(deps, event.payload.userId)),
    ...on(UserRoleChanged, async (event) => {
      const { userId, from, to } = event.payload;
      const wasFamily = from === 'parent' || from === 'youth';
      if (wasFamily && from !== to) await endLinksOf(deps, userId);
    }),
  };
}

/** Its consumer group, for svc-identity's events declaration (service.ts). */
export function accountChangeSubscription(deps: { links: LinkRepository; now: () => Date }): ConsumerGroup {
  return { groupId: 'svc-identity.links', handlers: accountChangeHandlers(deps) };
}
