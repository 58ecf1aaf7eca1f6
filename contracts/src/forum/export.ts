import { z } from 'zod';
import { Id, IsoDateTime } from '../common.js';
import { ContentStatus } from './threads.js';

/** A thread the caller started, as stored (whatever its status), without anyone else's data. */
export const ExportedThread = z
  .object({
    id: Id,
    title: z.string(),
    content: z.string(),
    tags: z.array(z.string()),
    status: ContentStatus,
    replyCount: z.number().int().nonnegative(),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  })
  .meta({ id: 'ExportedThread' });
export type ExportedThread = z.infer<typeof ExportedThread>;

/**
 * GET /api/forum/export: what the caller wrote in Pause and Post ("Download my data"). Their
 * replies join as a `replies` field once the forum has replies.
 */
export const ForumExport = z
  .object({
    exportedAt: IsoDateTime,
    /** Oldest first. */
    threads: z.array(ExportedThread),
  })
  .meta({ id: 'ForumExport' });
export type ForumExport = z.infer<typeof ForumExport>;
