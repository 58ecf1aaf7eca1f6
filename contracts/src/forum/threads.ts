import { z } from 'zod';
import { Id, IsoDateTime } from '../common.js';

export const ContentStatus = z.enum(['active', 'flagged', 'archived']);
export type ContentStatus = z.infer<typeof ContentStatus>;

/** An author as the forum shows them: first name only; email only on the caller's own content. */
export const ForumAuthor = z.object({
  firstName: z.string().nullable(),
  email: z.string().optional(),
});

export const ThreadSummary = z
  .object({
    id: Id,
    title: z.string(),
    content: z.string(),
    tags: z.array(z.string()),
    createdAt: IsoDateTime,
    replyCount: z.number().int().nonnegative(),
    user: ForumAuthor,
  })
  .meta({ id: 'ThreadSummary' });
export type ThreadSummary = z.infer<typeof ThreadSummary>;

export const ThreadList = z.array(ThreadSummary);

export const ThreadListQuery = z.object({
  before: IsoDateTime.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ThreadListQuery = z.infer<typeof ThreadListQuery>;
