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
 * The author edited a post a moderator asked them to edit; `content` holds the new words and the
 * status screening gave them (active, or flagged when held again — then a screening event follows).
 */
export const ContentEdit = z.object({ editedAt: IsoDateTime, content: ContentSnapshot });
export type ContentEdit = z.infer<typeof ContentEdit>;
export const ContentEdited = defineEvent('forum.content.edited', 1, ContentEdit);
