import { z } from 'zod';
import { Id, IsoDateTime } from '../common.js';
import { ContentStatus } from '../forum/threads.js';
import { defineEvent } from './envelope.js';

export const ContentType = z.enum(['thread', 'reply']);
export type ContentType = z.infer<typeof ContentType>;

/** What moderation needs to show a post without asking the forum: its words and its author. */
export const ContentSnapshot = z.object({
  contentType: ContentType,
  contentId: Id,
  threadId: Id,
  authorId: Id,
  title: z.string().optional(),
  /** The discussion's title, also for a reply (absent in events older than issue 14). */
  threadTitle: z.string().optional(),
  content: z.string(),
  status: ContentStatus,
  createdAt: IsoDateTime,
});
export type ContentSnapshot = z.infer<typeof ContentSnapshot>;

export const ThreadCreated = defineEvent(
  'forum.thread.created',
  1,
  ContentSnapshot.extend({ contentType: z.literal('thread'), tags: z.array(z.string()) }),
);
export const ReplyCreated = defineEvent(
  'forum.reply.created',
  1,
  ContentSnapshot.extend({ contentType: z.literal('reply') }),
);

/** A signed-in member reported a thread or reply (once per member and item). */
export const ContentReport = z.object({
  reportId: Id,
  reportedBy: Id,
  reason: z.string(),
  reportedAt: IsoDateTime,
  content: ContentSnapshot,
});
export type ContentReport = z.infer<typeof ContentReport>;
export const ContentReported = defineEvent('forum.content.reported', 1, ContentReport);

/**
 * Safety screening held a post: `crisis` (self-harm or suicide words; high priority, the author
 * saw helplines) or `abusive` (held as flagged until reviewed). The matched words are not sent.
 */
export const Screening = z.object({
  outcome: z.enum(['crisis', 'abusive']),
  priority: z.enum(['high', 'medium']),
  screenedAt: IsoDateTime,
  content: ContentSnapshot,
});
export type Screening = z.infer<typeof Screening>;
export const ContentScreened = defineEvent('forum.content.screened', 1, Screening);

/**
 * The author edited their post; `content` holds the new words. After a moderator's edit request the
 * edit stays held (only its author sees it) until a moderator approves it; any other edit (issue 19)
 * is screened as a new post, published when clean. When screening held it, a screening event follows.
 */
export const ContentEdit = z.object({ editedAt: IsoDateTime, content: ContentSnapshot });
export type ContentEdit = z.infer<typeof ContentEdit>;
export const ContentEdited = defineEvent('forum.content.edited', 1, ContentEdit);

/**
 * Its author deleted a thread or reply (it is gone for everyone): moderation closes its item.
 * `content` is the snapshot as it was just before.
 */
export const ContentDeletion = z.object({ deletedAt: IsoDateTime, content: ContentSnapshot });
export type ContentDeletion = z.infer<typeof ContentDeletion>;
export const ContentDeleted = defineEvent('forum.content.deleted', 1, ContentDeletion);

/**
 * A moderator or admin took a thread or reply down from its page (svc-forum applied it at once):
 * moderation records it as a decision, in the item's history, where it can be reversed.
 */
export const ContentRemoval = z.object({
  removedBy: Id,
  reason: z.string(),
  removedAt: IsoDateTime,
  content: ContentSnapshot,
});
export type ContentRemoval = z.infer<typeof ContentRemoval>;
export const ContentRemoved = defineEvent('forum.content.removed', 1, ContentRemoval);

/**
 * The author of crisis content kept private with support asked for help: it goes back to the top
 * of the queue (High) for a moderator to follow up. `message` is what they wrote, if anything.
 */
export const HelpRequest = z.object({
  requestedAt: IsoDateTime,
  message: z.string().optional(),
  content: ContentSnapshot,
});
export type HelpRequest = z.infer<typeof HelpRequest>;
export const HelpRequested = defineEvent('forum.help.requested', 1, HelpRequest);
