import { z } from 'zod';
import { freeText, Id, IsoDateTime } from '../common.js';
import { ContentVisibility, ModerationDecision, ReviewKind } from './decisions.js';
import { Sanction } from './sanctions.js';

export const ModerationStatus = z.enum(['pending', 'flagged', 'approved', 'rejected']);
export type ModerationStatus = z.infer<typeof ModerationStatus>;

/** High: crisis screening or two or more members reported it. Medium: one report or abusive screening. */
export const ModerationPriority = z.enum(['high', 'medium']);
export type ModerationPriority = z.infer<typeof ModerationPriority>;

/** A person as the queue shows them; a deleted (or not yet known) person has no names and username 'anonymous'. */
const ShownPerson = z.object({ firstName: z.string().nullable(), username: z.string() });

/**
 * What happened to an item: a moderator's decision, or something its author did — `edited` (after a
 * request-edit, or freely while the item waited), `asked-for-help` (from private crisis content), `deleted` (they deleted it) — or a
 * staff member took it down from its page (`removed-from-page`).
 */
export const ModerationHistoryAction = z.enum([
  ...ModerationDecision.options,
  'edited',
  'asked-for-help',
  'deleted',
  'removed-from-page',
]);
export type ModerationHistoryAction = z.infer<typeof ModerationHistoryAction>;

/** One entry of an item's history: who, when, why (their note), and what the author was told. */
export const ModerationHistoryEntry = z.object({
  action: ModerationHistoryAction,
  by: ShownPerson,
  at: IsoDateTime,
  notes: z.string().optional(),
  messageToAuthor: z.string().optional(),
});
export type ModerationHistoryEntry = z.infer<typeof ModerationHistoryEntry>;

/** Where the item sits in its discussion: the thread's title and ids, for "view in place". */
const Placement = z.object({
  contentId: Id,
  threadId: Id,
  /** The discussion's title (a catalogue sentence), also for a reply; absent for items older than this. */
  threadTitle: z.string().optional(),
});

/**
 * The moderation list item as SPEC §3 says it is read, plus:
 * - `kind` (why it waits: report, crisis or abusive screening), which decides its choices
 *   (`decisionsFor` in ./decisions.ts), and `visibility` (who can see the content now);
 * - `priority`, `reporters` (how many distinct members reported it) and `history` (every decision
 *   and author action, oldest first);
 * - where it sits (`contentId`, `threadId`, `threadTitle`), for context and "view in place";
 * - `editRequested` (an edit was asked for and has not come) and `editAwaitingReview` (the
 *   author's edit waits for a moderator; only its author sees it until then);
 * - `authorSanctions`: the author's warnings, mutes and suspensions, newest first.
 * `reportedBy` is the first reporter; `reason` holds every distinct reason, most recent first,
 * joined with '; '.
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
    kind: ReviewKind,
    visibility: ContentVisibility,
    priority: ModerationPriority,
    reporters: z.number().int().nonnegative(),
    editRequested: z.boolean(),
    editAwaitingReview: z.boolean(),
    history: z.array(ModerationHistoryEntry),
    authorSanctions: z.array(Sanction),
    ...Placement.shape,
    /**
     * The district the content's author belonged to when it entered the queue (issue 16); null for
     * the public community. Only platform moderators and admins see items of more than one.
     */
    organizationId: Id.nullable().optional(),
  })
  .meta({ id: 'ModerationItem' });
export type ModerationItem = z.infer<typeof ModerationItem>;

/**
 * How many items one status's list holds at most: high priority first, then newest first; a queue
 * longer than this is worked from the top (the moderation figures count the whole status).
 */
export const MODERATION_QUEUE_PAGE = 500;

export const ModerationList = z.array(ModerationItem).max(MODERATION_QUEUE_PAGE);

export const ModerationListQuery = z.object({ status: ModerationStatus.default('pending') });

/** POST /api/admin/moderation/{itemId}/{action}: which item and which decision. */
export const ModerationActionParams = z.object({ itemId: Id, action: ModerationDecision });
export type ModerationActionParams = z.infer<typeof ModerationActionParams>;

export const MODERATION_NOTES_MAX = 1000;

const words = (min: string) =>
  freeText({
    min: 1,
    max: MODERATION_NOTES_MAX,
    tooShort: min,
    tooLong: `Please keep it under ${MODERATION_NOTES_MAX} characters`,
  });

/**
 * A decision's body (all optional; the client sends a body only when it has something to say):
 * - `notes`: why, for the staff (the history shows it; required to take down or restore what a
 *   decision settled, `decisionRules[…].reasonRequired`);
 * - `messageToAuthor`: words for the author (required for request-edit: what to change);
 * - `confirmRisk`: the second confirmation crisis content needs before it is made public.
 * A blank text counts as none.
 */
export const ModerationActionRequest = z.object({
  notes: freeText({
    max: MODERATION_NOTES_MAX,
    tooLong: `Please keep notes under ${MODERATION_NOTES_MAX} characters`,
  }).optional(),
  messageToAuthor: freeText({
    max: MODERATION_NOTES_MAX,
    tooLong: `Please keep your message under ${MODERATION_NOTES_MAX} characters`,
  }).optional(),
  confirmRisk: z.boolean().optional(),
});
export type ModerationActionRequest = z.infer<typeof ModerationActionRequest>;

/** The Request Edit form: what the author should change (they are shown it). */
export const RequestEditForm = z.object({
  messageToAuthor: words('Please tell the author what to change'),
});
export type RequestEditForm = z.infer<typeof RequestEditForm>;

/** The form behind a decision that needs a reason (taking down, restoring). */
export const DecisionReasonForm = z.object({
  notes: words('Please say why, for the record'),
  messageToAuthor: freeText({
    max: MODERATION_NOTES_MAX,
    tooLong: `Please keep your message under ${MODERATION_NOTES_MAX} characters`,
  }).optional(),
});
export type DecisionReasonForm = z.infer<typeof DecisionReasonForm>;
