import { UserDeleted, UserRegistered, UserUpdated } from '@heartwise/contracts';
import {
  on,
  subscribeToEvents,
  type DocumentStore,
  type EventTransport,
  type Logger,
} from '@heartwise/service-kit';
import type { AuthorRepository } from '../ports/author.repository.port.js';
import { anonymiseAuthor, learnAuthorName } from '../core/use-cases/author-names.js';

/**
 * Keeps the forum's author names in step with identity, without calling it (ARCHITECTURE §6):
 * names come with sign-up and renames, and go when an account is deleted.
 */
export function identityHandlers(deps: { authors: AuthorRepository }) {
  return {
    ...on(UserRegistered, (event) => learnAuthorName(deps, event.payload, event.occurredAt)),
    ...on(UserUpdated, (event) => learnAuthorName(deps, event.payload, event.occurredAt)),
    ...on(UserDeleted, (event) => anonymiseAuthor(deps, event.payload.userId, event.occurredAt)),
  };
}

export function subscribeToIdentity(deps: {
  transport: EventTransport;
  store: DocumentStore;
  authors: AuthorRepository;
  logger: Logger;
}) {
  return subscribeToEvents(deps.transport, {
    groupId: 'svc-forum.identity',
    store: deps.store,
    logger: deps.logger,
    handlers: identityHandlers(deps),
  });
}
