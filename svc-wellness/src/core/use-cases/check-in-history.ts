import type { CheckIn, CheckInListQuery, TrendPoint } from '@heartwise/contracts';
import { TREND_LENGTH } from '@heartwise/contracts';
import type { CheckInRepository } from '../../ports/check-in.repository.port.js';
import { trendPoints } from '../trend-points.js';
import { checkInView } from './record-check-in.js';

type Deps = { checkIns: CheckInRepository };

/** GET /api/emotional-checkins: the caller's check-ins, newest first, a page at a time. */
export async function listCheckIns(deps: Deps, userId: string, query: CheckInListQuery): Promise<CheckIn[]> {
  return (await deps.checkIns.page(userId, query)).map(checkInView);
}

/** GET /api/emotional-checkins/latest: null before the first one. */
export async function latestCheckIn(deps: Deps, userId: string): Promise<CheckIn | null> {
  const [latest] = await deps.checkIns.page(userId, { limit: 1 });
  return latest ? checkInView(latest) : null;
}

/** GET /api/emotional-checkins/trend: the last 7 check-ins, oldest first. */
export async function checkInTrend(deps: Deps, userId: string): Promise<TrendPoint[]> {
  return trendPoints(await deps.checkIns.page(userId, { limit: TREND_LENGTH }));
}
