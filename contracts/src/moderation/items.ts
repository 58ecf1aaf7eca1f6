import { z } from 'zod';
import { Id, IsoDateTime } from '../common.js';
import { ModerationAction } from '../events/moderation.events.js';

export const ModerationStatus = z.enum(['pending', 'flagged', 'approved', 'rejected']);
export type ModerationStatus = z.infer<typeof ModerationStatus>;

/** High: crisis screening or two or more members reported it. Medium: one report or abusive screening. */
export const ModerationPriority = z.enum(['high', 'medium']);
export type ModerationPriority = z.infer<typeof ModerationPriority>;

/** A person as the queue shows them; a deleted (or not yet known) person has no names and username 'anonymous'. */
const ShownPerson = z.object({ firstName: z.string().nullable(), username: z.string() });

/** What happened to an item: a moderator's action, or `edited` — its author edited it when asked. */
export const ModerationHistoryAction = z.enum([...ModerationAction.options, 'edited']);
export type ModerationHistoryAction = z.infer<typeof ModerationHistoryAction>;

/** One decision about an item (or its author's edit): who, when, and the note they left. */
export const ModerationHistoryEntry = z.object({
  action: ModerationHistoryAction,
  by: ShownPerson,
  at: IsoDateTime,
  notes: z.string().optional(),
});
export type ModerationHistoryEntry = z.infer<typeof ModerationHistoryEntry>;

/**
 * The moderation list item as SPEC §3 says it is read, plus `priority`, `reporters` (how many
 * distinct members reported it) and `history` (every decision, oldest first). `reportedBy` is the
 * first reporter; `reason` holds every distinct reason, most recent first, joined with '; '.
 * `editRequested`: a moderator asked the author to edit it and they have not yet (it stays pending,
 * hidden from others, until they do or a moderator decides).
 */
export const ModerationItem = z
  .object({
    id: Id,
    contentType: z.enum(['thread', 'reply']),
    status: ModerationStatus,
    createdAt: IsoDateTime,
    content: z.object({
      title: z.string().optional(),
      content: z.string(),
      user: ShownPerson.extend({ lastName: z.string().nullable() }),
    }),
    reportedBy: ShownPerson.optional(),
    reason: z.string().optional(),
    moderatorNotes: z.string().optional(),
    priority: ModerationPriority,
    reporters: z.number().int().nonnegative(),
    editRequested: z.boolean(),
    history: z.array(ModerationHistoryEntry),
  })
  .meta({ id: 'ModerationItem' });
export type ModerationItem = z.infer<typeof ModerationItem>;

export const ModerationList = z.array(ModerationItem);

export const ModerationListQuery = z.object({ status: ModerationStatus.default('pending') });

/** POST /api/admin/moderation/{itemId}/{action}: which item and what to do with it. */
export const ModerationActionParams = z.object({ itemId: Id, action: ModerationAction });
export type ModerationActionParams = z.infer<typeof ModerationActionParams>;

export const MODERATION_NOTES_MAX = 1000;

/**
 * The moderator's note (SPEC §9: reject sends 'Content violates community guidelines', flag
 * 'Flagged for further review', approve none). A blank note counts as none. For request-edit the
 * note is what the author is shown as the reason (a default one when blank).
 */
export const ModerationActionRequest = z.object({
  notes: z
    .string()
    .trim()
    .max(MODERATION_NOTES_MAX, `Please keep notes under ${MODERATION_NOTES_MAX} characters`)
    .optional(),
});
export type ModerationActionRequest = z.infer<typeof ModerationActionRequest>;

/** The Request Edit form: what the author should change (they are shown it as the reason). */
export const RequestEditForm = z.object({
  notes: z
    .string()
    .trim()
    .min(1, 'Please tell the author what to change')
    .max(MODERATION_NOTES_MAX, `Please keep notes under ${MODERATION_NOTES_MAX} characters`),
});
export type RequestEditForm = z.infer<typeof RequestEditForm>;
