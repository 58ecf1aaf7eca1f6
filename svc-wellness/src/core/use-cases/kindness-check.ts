import { randomUUID } from 'node:crypto';
import { KindnessActivityId, type CompletedKindness } from '@heartwise/contracts';
import { localDay } from '@heartwise/service-kit/domain';
import type { KindnessRepository } from '../../ports/kindness.repository.port.js';
import { tapMoment } from '../offline-taps.js';

type KindnessDeps = { kindness: KindnessRepository; now: () => Date };

/** One tap on a kindness activity, as the request schema parsed it. */
export interface KindnessTap {
  activityId: KindnessActivityId;
  /** Set to this state; absent: flip it. */
  done?: boolean | undefined;
  /** When it was tapped (a tap made offline, issue 18); absent: now. */
  occurredAt?: string | undefined;
}

/** Today's completed kindness activities, in the contracts' order; each local day starts empty. */
export async function todaysKindness(
  deps: { kindness: KindnessRepository },
  userId: string,
  today: string,
): Promise<CompletedKindness> {
  const done = new Set((await deps.kindness.doneOn(userId, today)).map((record) => record.activityId));
  return KindnessActivityId.options.filter((activityId) => done.has(activityId));
}

/**
 * Done becomes not done and the other way round; with `done`, it becomes that (so the same tap
 * sent again from a device changes nothing). It counts for the local day of the moment it was
 * tapped (`occurredAt`, in the caller's zone): a tap made offline at 23:50 is that evening's. The
 * reply is today's completed ids, the list the dashboard shows.
 */
export async function toggleKindness(
  deps: KindnessDeps,
  userId: string,
  timeZone: string,
  tap: KindnessTap,
): Promise<CompletedKindness> {
  const at = tapMoment(tap.occurredAt, deps.now());
  const day = localDay(at, timeZone);
  const markDone = () =>
    deps.kindness.markDone({
      id: randomUUID(),
      userId,
      activityId: tap.activityId,
      date: day,
      completedAt: at.toISOString(),
    });
  // Both are idempotent: done stays done (one record a day, a unique key), undone stays undone.
  if (tap.done === true) await markDone();
  else if (tap.done === false) await deps.kindness.unmark(userId, day, tap.activityId);
  // A flip: undoing first tells which way it goes.
  else if (!(await deps.kindness.unmark(userId, day, tap.activityId))) await markDone();
  return todaysKindness(deps, userId, localDay(deps.now(), timeZone));
}
