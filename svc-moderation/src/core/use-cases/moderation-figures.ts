import {
  RECENT_DECISIONS_SHOWN,
  TREND_WEEKS,
  weeklyTrend,
  type ModerationDecisionSummary,
  type ModerationFigures,
  type ModerationStatus,
  type ReportReasonShare,
} from '@heartwise/contracts';
import type {
  ModerationItemRecord,
  ModerationItemRepository,
} from '../../ports/moderation-item.repository.port.js';
import type { PersonRepository } from '../../ports/person.repository.port.js';
import { ANONYMOUS } from '../item-view.js';
import { moderatorDecisions } from '../moderation-item.js';
import { countDecisions, decisionsMade } from '../figures/decisions-made.js';
import { reportsMade } from '../figures/reports-made.js';
import { localDay, weekStart, wholePercents } from '@heartwise/service-kit/domain';

export interface FiguresDeps {
  items: Pick<
    ModerationItemRepository,
    'countByStatus' | 'countReviewed' | 'changedSince' | 'latestReviewed'
  >;
  people: Pick<PersonRepository, 'byIds'>;
  now: () => Date;
}

/** Far enough back to hold the first day of the trend's first week in any time zone. */
const TREND_LOOKBACK_MS = (TREND_WEEKS * 7 + 1) * 24 * 60 * 60 * 1000;

/**
 * The moderator dashboard (and the admin overview's content reviews), counted now from the queue:
 * every item, or one district's for its moderators (`organizationId`; issue 16). "Today" and
 * "this week" are the caller's local calendar (weeks start on Sunday).
 *
 * Reports and decisions are history (issue 19): each counted once, in the week it was made, from
 * the items changed since the trend's first week began (every report and decision in an item is
 * at or before its `updatedAt`): one read bounded by 8 weeks of activity, a staff call.
 */
export async function moderationFigures(
  deps: FiguresDeps,
  timeZone: string,
  organizationId?: string,
): Promise<ModerationFigures> {
  const now = deps.now();
  const today = localDay(now, timeZone);
  const sunday = weekStart(today);
  const dayOf = (at: string) => localDay(new Date(at), timeZone);
  const [pending, flagged, approved, rejected, contentReviews, recent, latest] = await Promise.all([
    deps.items.countByStatus('pending', organizationId),
    deps.items.countByStatus('flagged', organizationId),
    deps.items.countByStatus('approved', organizationId),
    deps.items.countByStatus('rejected', organizationId),
    deps.items.countReviewed(organizationId),
    deps.items.changedSince(new Date(now.getTime() - TREND_LOOKBACK_MS).toISOString(), organizationId),
    deps.items.latestReviewed(RECENT_DECISIONS_SHOWN, organizationId),
  ]);
  const decisions = recent.flatMap(decisionsMade);
  const reports = recent.flatMap(reportsMade);
  const thisWeek = <T extends { at: string }>(made: T[]) => made.filter((each) => dayOf(each.at) >= sunday);
  const trendOf = (made: { at: string }[]) =>
    weeklyTrend(
      today,
      made.map((each) => dayOf(each.at)),
    );
  const weekReports = thisWeek(reports);
  const reasons = reasonShares(weekReports);
  return {
    pending,
    flagged,
    approved,
    rejected,
    contentReviews,
    reviewedToday: decisions.filter((decision) => dayOf(decision.at) === today).length,
    recentActivity: await recentDecisions(deps.people, latest),
    thisWeek: weekTotals(recent.filter((item) => dayOf(item.createdAt) >= sunday)),
    // The same reports as `week.reports` (screening included since issue 19), so the two agree.
    commonReasons: reasons,
    week: {
      reports: {
        total: weekReports.length,
        fromMembers: weekReports.filter((report) => report.by === 'member').length,
        fromScreening: weekReports.filter((report) => report.by === 'screening').length,
        reasons,
      },
      decisions: countDecisions(thisWeek(decisions)),
    },
    trends: {
      reports: trendOf(reports),
      decisions: trendOf(decisions),
      approvals: trendOf(decisions.filter((decision) => decision.outcome === 'approved')),
      rejections: trendOf(decisions.filter((decision) => decision.outcome === 'rejected')),
    },
  };
}

/** The latest decisions across these items (the most recently decided ones hold them all). */
async function recentDecisions(
  people: FiguresDeps['people'],
  items: ModerationItemRecord[],
): Promise<ModerationDecisionSummary[]> {
  const decisions = items
    .flatMap((item) => moderatorDecisions(item).map((decision) => ({ item, decision })))
    .sort((a, b) => b.decision.at.localeCompare(a.decision.at))
    .slice(0, RECENT_DECISIONS_SHOWN);
  const named = await people.byIds(decisions.map(({ decision }) => decision.moderatorId));
  return decisions.map(({ item, decision }) => {
    const { firstName, username } = named.get(decision.moderatorId) ?? ANONYMOUS;
    return {
      itemId: item.id,
      action: decision.action,
      contentType: item.contentType,
      by: { firstName, username },
      at: decision.at,
    };
  });
}

function weekTotals(items: ModerationItemRecord[]): ModerationFigures['thisWeek'] {
  const count = (status: ModerationStatus) => items.filter((item) => item.status === status).length;
  return {
    total: items.length,
    pending: count('pending'),
    flagged: count('flagged'),
    approved: count('approved'),
    rejected: count('rejected'),
  };
}

/** Each reason members gave, most common first (ties by name), with whole percents summing to 100. */
function reasonShares(reports: { reason: string }[]): ReportReasonShare[] {
  const counts = new Map<string, number>();
  for (const { reason } of reports) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  const ranked = [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  const percents = wholePercents(ranked.map(([, count]) => count));
  return ranked.map(([reason, count], index) => ({ reason, count, percent: percents[index] ?? 0 }));
}
