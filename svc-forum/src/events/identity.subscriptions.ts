import { UserRegistered } from '@heartwise/contracts';
import {
  on,
  subscribeToEvents,
  type DocumentStore,
  type EventTransport,
  type Logger,
} from '@heartwise/service-kit';
import type { AuthorRepository } from '../ports/author.repository.port.js';

/** Keeps the forum's author names in step with identity, without calling it (ARCHITECTURE §6). */
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
    handlers: {
      ...on(UserRegistered, (event) => deps.authors.upsert(event.payload)),
    },
  });
}
