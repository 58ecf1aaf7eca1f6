import { UserDeleted, UserRegistered, UserUpdated } from '@heartwise/contracts';
import {
  on,
  subscribeToEvents,
  type DocumentStore,
  type EventTransport,
  type Logger,
} from '@heartwise/service-kit';
import type { AuthorRepository } from '../ports/author.repository.port.js';
import type { ReportRepository } from '../ports/report.repository.port.js';
import type { ConsentRepository } from '../ports/consent.repository.port.js';
import { learnAuthorName } from '../core/use-cases/author-names.js';
import { forgetMember } from '../core/use-cases/forget-member.js';

export interface IdentityDeps {
  authors: AuthorRepository;
  reports: ReportRepository;
  consents: ConsentRepository;
}

/**
 * Keeps the forum's author names in step with identity, without calling it (ARCHITECTURE §6):
 * names come with sign-up and renames, and go (with the person's reports and consent) when an
 * account is deleted.
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
