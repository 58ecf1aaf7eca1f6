import { z } from 'zod';
import {
  ContentType,
  ContentVisibility,
  Id,
  IsoDateTime,
  ModerationDecision,
  ModerationHistoryAction,
  ModerationPriority,
  ModerationStatus,
  Role,
  type DecidableItem,
  type ReviewKind,
} from '@heartwise/contracts';
import { LegacyHistoryAction, upgradeStoredItem } from './legacy-item.js';

/** One member's report of the item (a member reports a piece of content once). */
export const ItemReport = z.object({
  reportId: Id,
  reporterId: Id,
  reason: z.string(),
  reportedAt: IsoDateTime,
});
export type ItemReport = z.infer<typeof ItemReport>;

/** Safety screening held the content when it was posted (or edited). */
export const ItemScreening = z.object({
  outcome: z.enum(['crisis', 'abusive']),
  priority: ModerationPriority,
  screenedAt: IsoDateTime,
});
export type ItemScreening = z.infer<typeof ItemScreening>;

/**
 * One entry of an item's history as stored: who by id, so a rename or a deletion shows when it is
 * read. For what the author did (`edited`, `asked-for-help`, `deleted`) `moderatorId` is the
 * author's id; for `removed-from-page` it is the staff member who took it down.
 */
export const ItemDecision = z.object({
  action: ModerationHistoryAction,
  moderatorId: Id,
  at: IsoDateTime,
  notes: z.string().optional(),
  messageToAuthor: z.string().optional(),
});
export type ItemDecision = z.infer<typeof ItemDecision>;

/** A history entry as it may be stored: items decided before issue 14 hold approve, reject, flag. */
const StoredDecision = ItemDecision.extend({
  action: z.union([ModerationHistoryAction, LegacyHistoryAction]),
});
export type StoredDecision = z.infer<typeof StoredDecision>;

/**
 * One piece of forum content in the queue, as svc-moderation keeps it: a snapshot of the words and
 * who wrote them (by id only: names come from the people projection when read), every report,
 * the screening if any and the whole history. `revision` guards read-decide-write (no transactions).
 */
const StoredItem = z.object({
  id: Id,
  contentType: ContentType,
  contentId: Id,
  threadId: Id,
  /** The discussion's title, also for a reply (events before issue 14 carried none for replies). */
  threadTitle: z.string().optional(),
  authorId: Id,
  title: z.string().optional(),
  content: z.string(),
  /** When the forum stated the snapshot: an older event never overwrites newer words. */
  snapshotAt: IsoDateTime,
  status: ModerationStatus,
  /** Who can see the content now; items stored before issue 14 have none (derived when read). */
  visibility: ContentVisibility.optional(),
  priority: ModerationPriority,
  screening: ItemScreening.optional(),
  reports: z.array(ItemReport),
  history: z.array(StoredDecision),
  /** A moderator asked the author to edit it and the edit has not come yet. */
  editRequested: z.boolean().default(false),
  /** The author's edit waits for a moderator; only its author sees it until then. */
  editAwaitingReview: z.boolean().default(false),
  moderatorId: Id.optional(),
  moderatorNotes: z.string().optional(),
  /** The latest decision (or take-down from the page): a later decision is always later than it. */
  reviewedAt: IsoDateTime.optional(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  revision: z.number().int().nonnegative(),
  /**
   * The author's district and school when the item entered the queue (issue 16): a district's
   * moderators see only its items. Null, or absent on items stored before districts: the public
   * community.
   */
  organizationId: Id.nullable().optional(),
  schoolId: Id.nullable().optional(),
  /** The author's role then, if identity had told us: district figures count youth authors only. */
  authorRole: Role.nullable().optional(),
});
export type StoredItem = z.infer<typeof StoredItem>;

/** The item as the core works with it: every field of issue 14 present, old items upgraded on read. */
export const ModerationItemRecord = StoredItem.transform(upgradeStoredItem);
export type ModerationItemRecord = z.output<typeof ModerationItemRecord>;

/** The decisions that leave the content public: the point after which abusive words were accepted. */
const MAKES_PUBLIC: ReadonlySet<ModerationHistoryAction> = new Set(['keep', 'allow', 'publish', 'restore']);

/**
 * Why the item waits (decisions.ts `ReviewKind`): crisis once screening ever found crisis words (a
 * crisis stays a crisis; asking for help comes only from crisis content kept private), abusive
 * while the abusive screening is newer than the last time the content was made public, otherwise
 * a report.
 */
export function kindOf(item: Pick<ModerationItemRecord, 'screening' | 'history'>): ReviewKind {
  const { screening, history } = item;
  if (screening?.outcome === 'crisis' || history.some((entry) => entry.action === 'asked-for-help')) {
    return 'crisis';
  }
  if (screening?.outcome === 'abusive') {
    const madePublic = history.filter((entry) => MAKES_PUBLIC.has(entry.action)).at(-1);
    if (!madePublic || screening.screenedAt > madePublic.at) return 'abusive';
  }
  return 'report';
}

/** The facts `decisionsFor` decides on. */
export function decidableOf(item: ModerationItemRecord): DecidableItem {
  return {
    kind: kindOf(item),
    status: item.status,
    visibility: item.visibility,
    editRequested: item.editRequested,
    editAwaitingReview: item.editAwaitingReview,
  };
}

/** The history entries that are a moderator's decisions (an author's own actions are not reviews). */
export function moderatorDecisions(item: Pick<ModerationItemRecord, 'history'>) {
  return item.history.flatMap((entry) => {
    // A take-down from the thread's page is a removal, made there instead of in the queue.
    if (entry.action === 'removed-from-page') return [{ ...entry, action: 'remove' as const }];
    const decision = ModerationDecision.safeParse(entry.action);
    return decision.success ? [{ ...entry, action: decision.data }] : [];
  });
}

/**
 * High for crisis screening, for two or more members reporting it, and once its author asked for
 * help; Medium otherwise. Every one of these facts only accumulates, so the priority only rises.
 */
export function priorityOf(
  item: Pick<ModerationItemRecord, 'screening' | 'reports' | 'history'>,
): ModerationPriority {
  const crisis = item.screening?.outcome === 'crisis' || item.screening?.priority === 'high';
  const reporters = new Set(item.reports.map((report) => report.reporterId)).size;
  const askedForHelp = item.history.some((entry) => entry.action === 'asked-for-help');
  return crisis || reporters >= 2 || askedForHelp ? 'high' : 'medium';
}

/** What the screening shows in the 'Report reason' box (the matched words are never sent). */
export const screeningReason = {
  crisis: 'Safety screening: possible crisis (self-harm or suicide words)',
  abusive: 'Safety screening: possibly abusive language',
} as const;

/** Every distinct reason, most recent first, joined with '; ' (screening counts as a reason). */
export function reasonOf(item: Pick<ModerationItemRecord, 'screening' | 'reports'>): string | undefined {
  const dated = item.reports.map((report) => ({ at: report.reportedAt, reason: report.reason }));
  if (item.screening) {
    dated.push({ at: item.screening.screenedAt, reason: screeningReason[item.screening.outcome] });
  }
  const reasons = [...new Set(dated.sort((a, b) => b.at.localeCompare(a.at)).map((entry) => entry.reason))];
  return reasons.length ? reasons.join('; ') : undefined;
}

/** Whether something that happened at `at` came after the item's latest decision. */
export const isAfterLastDecision = (item: Pick<ModerationItemRecord, 'reviewedAt'>, at: string): boolean =>
  !item.reviewedAt || at > item.reviewedAt;

/** The earlier of two ISO timestamps (they sort as text). */
export const earlier = (a: string, b: string): string => (a <= b ? a : b);
