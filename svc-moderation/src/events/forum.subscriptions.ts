import {
  ContentDeleted,
  ContentEdited,
  ContentRemoved,
  ContentReported,
  ContentScreened,
  HelpRequested,
} from '@heartwise/contracts';
import { on, type ConsumerGroup } from '@heartwise/service-kit';
import {
  queueReportedContent,
  queueScreenedContent,
  type QueueDeps,
} from '../core/use-cases/queue-content.js';
import { recordAuthorEdit } from '../core/use-cases/record-author-edit.js';
import { recordDeletion } from '../core/use-cases/record-deletion.js';
import { recordRemoval } from '../core/use-cases/record-removal.js';
import { recordHelpRequest } from '../core/use-cases/record-help-request.js';

/**
 * What the forum tells moderation about content: reports and screening holds become queue items
 * (one per piece of content); an author's edit after a request-edit waits for review; an author's
 * deletion closes the item; a take-down from the page joins its history; a request for help from
 * private crisis content puts it back in front of the moderators.
 */
export function forumHandlers(deps: QueueDeps) {
  return {
    ...on(ContentReported, (event) => queueReportedContent(deps, event.payload)),
    ...on(ContentScreened, (event) => queueScreenedContent(deps, event.payload)),
    ...on(ContentEdited, (event) => recordAuthorEdit(deps, event.payload)),
    ...on(ContentDeleted, (event) => recordDeletion(deps, event.payload)),
    ...on(ContentRemoved, (event) => recordRemoval(deps, event.payload)),
    ...on(HelpRequested, (event) => recordHelpRequest(deps, event.payload)),
  };
}

/** Its consumer group, for svc-moderation's events declaration (service.ts). */
export function forumSubscription(deps: QueueDeps): ConsumerGroup {
  return { groupId: 'svc-moderation.forum', handlers: forumHandlers(deps) };
}
