import { z } from 'zod';
import { Id, IsoDateTime } from '../common.js';
import { ContentStatus, reportReasons } from './threads.js';

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

/** A reply the caller wrote, as stored (whatever its status); `threadId` names the discussion it answers. */
export const ExportedReply = z
  .object({
    id: Id,
    threadId: Id,
    content: z.string(),
    status: ContentStatus,
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  })
  .meta({ id: 'ExportedReply' });
export type ExportedReply = z.infer<typeof ExportedReply>;

/** A report the caller made: which item and why; nothing of the item's author. */
export const ExportedReport = z
  .object({
    id: Id,
    contentType: z.enum(['thread', 'reply']),
    contentId: Id,
    reason: z.enum(reportReasons),
    reportedAt: IsoDateTime,
  })
  .meta({ id: 'ExportedReport' });
export type ExportedReport = z.infer<typeof ExportedReport>;

/**
 * GET /api/forum/export: what the caller wrote and did in Pause and Post ("Download my data").
 * svc-forum always sends every field; `replies`, `reports` and `guidelinesAcceptedAt` came later
 * and are optional so readers written before them keep parsing.
 */
export const ForumExport = z
  .object({
    exportedAt: IsoDateTime,
    /** Oldest first. */
    threads: z.array(ExportedThread),
    /** Oldest first. */
    replies: z.array(ExportedReply).optional(),
    /** Oldest first. */
    reports: z.array(ExportedReport).optional(),
    /** When they agreed to the Community Guidelines, or null. */
    guidelinesAcceptedAt: IsoDateTime.nullable().optional(),
  })
  .meta({ id: 'ForumExport' });
export type ForumExport = z.infer<typeof ForumExport>;
