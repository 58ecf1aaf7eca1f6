import type { MicroActivityCompletion, TodaysPractice } from '@heartwise/contracts';
import type { PracticeRepository } from '../../ports/practice.repository.port.js';
import { practiceView } from './complete-micro-activity.js';

/** GET /api/micro-activities/completions: every practice of the caller, newest first. */
export async function practiceCompletions(
  deps: { practices: PracticeRepository },
  userId: string,
): Promise<MicroActivityCompletion[]> {
  return (await deps.practices.newestFirst(userId)).map(practiceView);
}

/** GET /api/micro-activities/today: the practices saved on the caller's local today, newest first. */
export async function todaysPractice(
  deps: { practices: PracticeRepository },
  userId: string,
  today: string,
): Promise<TodaysPractice> {
  const completions = (await deps.practices.since(userId, today))
    .filter((practice) => practice.date === today)
    .reverse()
    .map(practiceView);
  return { date: today, count: completions.length, completions };
}
