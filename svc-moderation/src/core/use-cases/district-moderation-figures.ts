import { guardFigure, type DistrictModerationFigures } from '@heartwise/contracts';
import { localDay, WEEK_LOOKBACK_MS, weekStart } from '@heartwise/service-kit/domain';
import type {
  ModerationItemRecord,
  ModerationItemRepository,
} from '../../ports/moderation-item.repository.port.js';

export interface DistrictFiguresDeps {
  items: Pick<ModerationItemRepository, 'changedSince' | 'openInDistrict'>;
  now: () => Date;
}

/**
 * How many items, guarded over the distinct youth who wrote them: a count about fewer than 10
 * children reads "fewer than 10", whatever the count. Only authors identity placed as youth are
 * counted, so content by staff or parents never lifts the guard.
 */
function guardedCount(items: ModerationItemRecord[]) {
  const youth = new Set(items.filter((item) => item.authorRole === 'youth').map((item) => item.authorId));
  return guardFigure(items.length, youth.size);
}

/**
 * The district dashboard's moderation load (issue 16), per school of the organization admin's
 * district: items that entered the queue this week (the caller's calendar, weeks start on Sunday)
 * and items waiting for a decision now. Two reads limited to the district: the items changed in
 * the last 8 days (every item that entered this week is among them) and the open ones.
 */
export async function districtModerationFigures(
  deps: DistrictFiguresDeps,
  organizationId: string,
  timeZone: string,
): Promise<DistrictModerationFigures> {
  const now = deps.now();
  const sunday = weekStart(localDay(now, timeZone));
  const [recent, open] = await Promise.all([
    deps.items.changedSince(new Date(now.getTime() - WEEK_LOOKBACK_MS).toISOString(), organizationId),
    deps.items.openInDistrict(organizationId),
  ]);
  const entered = recent.filter((item) => localDay(new Date(item.createdAt), timeZone) >= sunday);
  const ofSchool = (items: ModerationItemRecord[], schoolId: string) =>
    items.filter((item) => item.schoolId === schoolId);
  const schoolIds = [...new Set([...entered, ...open].flatMap((item) => item.schoolId ?? []))].sort();
  return {
    schools: schoolIds.map((schoolId) => ({
      schoolId,
      enteredThisWeek: guardedCount(ofSchool(entered, schoolId)),
      openNow: guardedCount(ofSchool(open, schoolId)),
    })),
    computedAt: now.toISOString(),
  };
}
