import { DecisionMade } from '@heartwise/contracts';
import {
  on,
  subscribeToEvents,
  type DocumentStore,
  type EventTransport,
  type Logger,
} from '@heartwise/service-kit';
import type { ThreadRepository } from '../ports/thread.repository.port.js';
import type { ReplyRepository } from '../ports/reply.repository.port.js';
import { applyDecision } from '../core/use-cases/apply-decision.js';

export interface ModerationDeps {
  threads: ThreadRepository;
  replies: ReplyRepository;
}

/** A moderator's decision shows (or hides) the content it is about. */
export function moderationHandlers(deps: ModerationDeps) {
  return {
    ...on(DecisionMade, (event) => applyDecision(deps, event.payload)),
  };
}

export function subscribeToModeration(
  deps: ModerationDeps & { transport: EventTransport; store: DocumentStore; logger: Logger },
) {
  return subscribeToEvents(deps.transport, {
    groupId: 'svc-forum.moderation',
    store: deps.store,
    logger: deps.logger,
    handlers: moderationHandlers(deps),
  });
}
