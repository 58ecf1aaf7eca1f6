import { ContentEdited, ContentReported, ContentScreened } from '@heartwise/contracts';
import {
  on,
  subscribeToEvents,
  type DocumentStore,
  type EventTransport,
  type Logger,
} from '@heartwise/service-kit';
import {
  queueReportedContent,
  queueScreenedContent,
  type QueueDeps,
} from '../core/use-cases/queue-content.js';
import { recordAuthorEdit } from '../core/use-cases/record-author-edit.js';

/**
 * Reports and screening holds from the forum become queue items (one per piece of content); an
 * author's edit after a request-edit goes back to the moderators with the new words.
 */
export function forumHandlers(deps: QueueDeps) {
  return {
    ...on(ContentReported, (event) => queueReportedContent(deps, event.payload)),
    ...on(ContentScreened, (event) => queueScreenedContent(deps, event.payload)),
    ...on(ContentEdited, (event) => recordAuthorEdit(deps, event.payload)),
  };
}

export function subscribeToForum(
  deps: QueueDeps & { transport: EventTransport; store: DocumentStore; logger: Logger },
) {
  return subscribeToEvents(deps.transport, {
    groupId: 'svc-moderation.forum',
    store: deps.store,
    logger: deps.logger,
    handlers: forumHandlers(deps),
  });
}
