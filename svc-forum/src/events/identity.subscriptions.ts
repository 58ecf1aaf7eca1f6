import { UserDeleted, UserRegistered, UserUpdated } from '@heartwise/contracts';
import { on, type ConsumerGroup } from '@heartwise/service-kit';
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

/** Its consumer group, for svc-forum's events declaration (service.ts). */
export function identitySubscription(deps: IdentityDeps): ConsumerGroup {
  return { groupId: 'svc-forum.identity', handlers: identityHandlers(deps) };
}
