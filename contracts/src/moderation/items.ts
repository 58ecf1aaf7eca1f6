import { z } from 'zod';
import { Id, IsoDateTime } from '../common.js';

export const ModerationStatus = z.enum(['pending', 'flagged', 'approved', 'rejected']);
export type ModerationStatus = z.infer<typeof ModerationStatus>;

/** The moderation list item exactly as SPEC §3 says it is read. */
export const ModerationItem = z
  .object({
    id: Id,
    contentType: z.enum(['thread', 'reply']),
    status: ModerationStatus,
    createdAt: IsoDateTime,
    content: z.object({
      title: z.string().optional(),
      content: z.string(),
      user: z.object({
        firstName: z.string().nullable(),
        lastName: z.string().nullable(),
        username: z.string(),
      }),
    }),
    reportedBy: z.object({ firstName: z.string().nullable(), username: z.string() }).optional(),
    reason: z.string().optional(),
    moderatorNotes: z.string().optional(),
  })
  .meta({ id: 'ModerationItem' });
export type ModerationItem = z.infer<typeof ModerationItem>;

export const ModerationList = z.array(ModerationItem);

export const ModerationListQuery = z.object({ status: ModerationStatus.default('pending') });
