import { UserDeleted, UserRegistered, UserUpdated } from '@heartwise/contracts';
import {
  on,
  subscribeToEvents,
  type DocumentStore,
  type EventTransport,
  type Logger,
} from '@heartwise/service-kit';
import { learnAuthorName } from '../core/use-cases/author-names.js';
import { forgetMember, type ForgetDeps } from '../core/use-cases/forget-member.js';

export type IdentityDeps = ForgetDeps;

/**
 * Keeps the forum's author names in step with identity, without calling it (ARCHITECTURE §6):
 * names come with sign-up and renames, and go (with the person's reports, consent, standing and
 * blocks) when an account is deleted.
 */
export function identityHandlers(deps: IdentityDeps) {
  return {
    ...on(UserRegistered, (event) => learnAuthorName(deps, event.payload, event.occurredAt)),
    ...on(UserUpdated, (event) => learnAuthorName(deps, event.payload, event.occurredAt)),
    ...on(UserDeleted, (event) => forgetMember(deps, event.payload.userId, event.occurredAt)),
  };
}

export function subscribeToIdentity(
  deps: IdentityDeps & { transport: EventTransport; store: DocumentStore; logger: Logger },
) {
  return subscribeToEvents(deps.transport, {
    groupId: 'svc-forum.identity',
    store: deps.store,
    logger: deps.logger,
    handlers: identityHandlers(deps),
  });
}
