import { UserDeleted, UserRegistered, UserUpdated } from '@heartwise/contracts';
import { on, type ConsumerGroup } from '@heartwise/service-kit';
import type { PersonRepository } from '../ports/person.repository.port.js';
import type { SanctionRepository } from '../ports/sanction.repository.port.js';
import { forgetPerson, learnPerson } from '../core/use-cases/people.js';

/**
 * Keeps the names the queue shows in step with identity, without calling it (ARCHITECTURE §6):
 * names come with sign-up and renames, and go when an account is deleted, with the person's
 * sanctions.
 */
export function identityHandlers(deps: { people: PersonRepository; sanctions: SanctionRepository }) {
  return {
    ...on(UserRegistered, (event) => learnPerson(deps, event.payload, event.occurredAt)),
    ...on(UserUpdated, (event) => learnPerson(deps, event.payload, event.occurredAt)),
    ...on(UserDeleted, (event) => forgetPerson(deps, event.payload.userId, event.occurredAt)),
  };
}

/** Its consumer group, for svc-moderation's events declaration (service.ts). */
export function identitySubscription(deps: {
  people: PersonRepository;
  sanctions: SanctionRepository;
}): ConsumerGroup {
  return { groupId: 'svc-moderation.identity', handlers: identityHandlers(deps) };
}
