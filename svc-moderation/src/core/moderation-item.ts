import { z } from 'zod';
import {
  ContentType,
  Id,
  IsoDateTime,
  ModerationAction,
  ModerationHistoryAction,
  ModerationPriority,
  ModerationStatus,
} from '@heartwise/contracts';

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
 * A decision as stored: the moderator by id, so a rename or a deletion shows when it is read. An
 * `edited` entry is the author's edit after a request-edit; `moderatorId` is then the author's id.
 */
export const ItemDecision = z.object({
  action: ModerationHistoryAction,
  moderatorId: Id,
  at: IsoDateTime,
  notes: z.string().optional(),
});
export type ItemDecision = z.infer<typeof ItemDecision>;

/** A moderator's own decisions in an item's history (an author's edit is not a review). */
export function moderatorDecisions(
  item: Pick<ModerationItemRecord, 'history'>,
): (ItemDecision & { action: ModerationAction })[] {
  return item.history.filter(
    (entry): entry is ItemDecision & { action: ModerationAction } =>
      ModerationAction.safeParse(entry.action).success,
  );
}

/**
 * One piece of forum content in the queue, as svc-moderation keeps it: a snapshot of the words and
 * who wrote them (by id only: names come from the people projection when read), every report,
 * the screening if any and every decision. `revision` guards read-decide-write (no transactions).
 */
export const ModerationItemRecord = z.object({
  id: Id,
  contentType: ContentType,
  contentId: Id,
  threadId: Id,
  authorId: Id,
  title: z.string().optional(),
  content: z.string(),
  /** When the forum stated the snapshot: an older event never overwrites newer words. */
  snapshotAt: IsoDateTime,
  status: ModerationStatus,
  priority: ModerationPriority,
  screening: ItemScreening.optional(),
  reports: z.array(ItemReport),
  history: z.array(ItemDecision),
  /** A moderator asked the author to edit it and the edit has not come yet (older items: absent). */
  editRequested: z.boolean().default(false),
  moderatorId: Id.optional(),
  moderatorNotes: z.string().optional(),
  reviewedAt: IsoDateTime.optional(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  revision: z.number().int().nonnegative(),
});
export type ModerationItemRecord = z.infer<typeof ModerationItemRecord>;

/** High for crisis screening or for two or more members reporting it; Medium otherwise. */
export function priorityOf(item: Pick<ModerationItemRecord, 'screening' | 'reports'>): ModerationPriority {
  const crisis = item.screening?.outcome === 'crisis' || item.screening?.priority === 'high';
  return crisis || new Set(item.reports.map((report) => report.reporterId)).size >= 2 ? 'high' : 'medium';
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

/** The earlier of two ISO timestamps (they sort as text). */
export const earlier = (a: string, b: string): string => (a <= b ? a : b);
