import type { YouthSummary } from '@heartwise/contracts';
import type { WellnessRepositories } from '../../ports/repositories.js';
import { TREND_WINDOW_DAYS } from '../intensity-trend.js';
import { youthSummary } from '../youth-summary.js';
import { addDays, lastDays } from '@heartwise/service-kit/domain';

type SummaryDeps = Pick<WellnessRepositories, 'habits' | 'practices' | 'checkIns' | 'family'>;

/**
 * One youth's summary as of the reader's `today`: the same function for the parent's view and for
 * the youth's own "what my parent can see". Reads only; nothing is made for the youth by reading.
 */
export async function summaryOf(
  deps: SummaryDeps,
  youthId: string,
  firstName: string | null,
  today: string,
): Promise<YouthSummary> {
  const first = lastDays(today, 7)[0] ?? today;
  const [habits, practices, checkIns] = await Promise.all([
    deps.habits.between(youthId, first, today),
    deps.practices.since(youthId, first),
    deps.checkIns.since(youthId, addDays(today, -(TREND_WINDOW_DAYS - 1))),
  ]);
  return youthSummary({ youthId, firstName }, { habits, practices, checkIns }, today);
}

/** GET /api/wellness/youth-summaries: each youth linked to this parent by an approved link. */
export async function youthSummariesFor(
  deps: SummaryDeps,
  parentId: string,
  today: string,
): Promise<YouthSummary[]> {
  const youthIds = await deps.family.youthOf(parentId);
  const names = await deps.family.firstNames(youthIds);
  const summaries = await Promise.all(
    youthIds.map((youthId) => summaryOf(deps, youthId, names.get(youthId) ?? null, today)),
  );
  return summaries.sort((a, b) => (a.firstName ?? '').localeCompare(b.firstName ?? ''));
}

/** GET /api/wellness/my-summary: exactly what a linked parent sees about this youth. */
export async function mySummary(deps: SummaryDeps, youthId: string, today: string): Promise<YouthSummary> {
  const names = await deps.family.firstNames([youthId]);
  return summaryOf(deps, youthId, names.get(youthId) ?? null, today);
}
