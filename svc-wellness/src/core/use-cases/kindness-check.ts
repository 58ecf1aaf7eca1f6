import { randomUUID } from 'node:crypto';
import { KindnessActivityId, type CompletedKindness } from '@heartwise/contracts';
import type { KindnessRepository } from '../../ports/kindness.repository.port.js';

/** Today's completed kindness activities, in the contracts' order; each local day starts empty. */
export async function todaysKindness(
  deps: { kindness: KindnessRepository },
  userId: string,
  today: string,
): Promise<CompletedKindness> {
  const done = new Set((await deps.kindness.doneOn(userId, today)).map((record) => record.activityId));
  return KindnessActivityId.options.filter((activityId) => done.has(activityId));
}

/** Done becomes not done and the other way round; the reply is today's completed ids. */
export async function toggleKindness(
  deps: { kindness: KindnessRepository; now: () => Date },
  userId: string,
  today: string,
  activityId: KindnessActivityId,
): Promise<CompletedKindness> {
  const wasDone = await deps.kindness.unmark(userId, today, activityId);
  if (!wasDone) {
    await deps.kindness.markDone({
      id: randomUUID(),
      userId,
      activityId,
      date: today,
      completedAt: deps.now().toISOString(),
    });
  }
  return todaysKindness(deps, userId, today);
}
