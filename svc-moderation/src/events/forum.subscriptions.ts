import { ContentReported, ContentScreened } from '@heartwise/contracts';
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

/** Reports and screening holds from the forum become queue items (one per piece of content). */
export function forumHandlers(deps: QueueDeps) {
  return {
    ...on(ContentReported, (event) => queueReportedContent(deps, event.payload)),
    ...on(ContentScreened, (event) => queueScreenedContent(deps, event.payload)),
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
