import { guardFigure, type DistrictWellnessFigures, type SchoolWellnessFigures } from '@heartwise/contracts';
import { localDay, weekStart } from '@heartwise/service-kit/domain';
import type { CheckInRepository } from '../../ports/check-in.repository.port.js';
import type { HabitRepository } from '../../ports/habit.repository.port.js';
import type { PracticeRepository } from '../../ports/practice.repository.port.js';
import { completion, oneDecimal } from '../figures.js';

export interface DistrictWellnessDeps {
  checkIns: Pick<CheckInRepository, 'ofPeopleBetween'>;
  habits: Pick<HabitRepository, 'ofPeopleBetween'>;
  practices: Pick<PracticeRepository, 'ofPeopleBetween'>;
  now: () => Date;
}

/** A district's youth as the membership projection places them: who, and in which school. */
export interface DistrictYouth {
  id: string;
  schoolId: string;
}

/** Records of one person: all a figure needs to know who made it. */
type Owned = { userId: string };

const distinctPeople = (records: readonly Owned[]) => new Set(records.map((record) => record.userId)).size;

/**
 * The district dashboard's wellness figures (issue 16), per school, over this week: the days from
 * the Sunday of the caller's calendar to their today, matched against each record's own local day
 * (the day the youth lived it). Three reads, each limited to the district's youth; only dates,
 * flags and numbers are used, never words.
 *
 * **(protective)** Every figure is guarded by the youth it was computed over, not by the school's
 * size: an average of the check-ins of three children reads "fewer than 10" even in a school of 900.
 */
export async function districtWellnessFigures(
  deps: DistrictWellnessDeps,
  youth: readonly DistrictYouth[],
  timeZone: string,
): Promise<DistrictWellnessFigures> {
  const now = deps.now();
  const today = localDay(now, timeZone);
  const sunday = weekStart(today);
  const ids = youth.map((person) => person.id);
  const [checkIns, habits, practices] = await Promise.all([
    deps.checkIns.ofPeopleBetween(ids, sunday, today),
    deps.habits.ofPeopleBetween(ids, sunday, today),
    deps.practices.ofPeopleBetween(ids, sunday, today),
  ]);
  const schoolOf = new Map(youth.map((person) => [person.id, person.schoolId]));
  const inSchool =
    (schoolId: string) =>
    <T extends Owned>(records: readonly T[]) =>
      records.filter((record) => schoolOf.get(record.userId) === schoolId);
  const schoolIds = [...new Set(youth.map((person) => person.schoolId))].sort();
  return {
    schools: schoolIds.map((schoolId) => {
      const ofSchool = inSchool(schoolId);
      const size = youth.filter((person) => person.schoolId === schoolId).length;
      return schoolFigures(schoolId, size, ofSchool(checkIns), ofSchool(habits), ofSchool(practices));
    }),
    computedAt: now.toISOString(),
  };
}

function schoolFigures(
  schoolId: string,
  size: number,
  checkIns: readonly (Owned & { intensity: number })[],
  habits: readonly (Owned & { completed: boolean })[],
  practices: readonly Owned[],
): SchoolWellnessFigures {
  const checkedIn = distinctPeople(checkIns);
  const practised = distinctPeople(practices);
  const intensity = checkIns.reduce((sum, checkIn) => sum + checkIn.intensity, 0);
  const done = habits.filter((habit) => habit.completed).length;
  return {
    schoolId,
    checkInParticipation: guardFigure(completion(checkedIn, size).percent, checkedIn),
    averageIntensity: guardFigure(checkIns.length ? oneDecimal(intensity / checkIns.length) : 0, checkedIn),
    habitCompletion: guardFigure(completion(done, habits.length).percent, distinctPeople(habits)),
    practicesPerYouth: guardFigure(practised ? oneDecimal(practices.length / practised) : 0, practised),
  };
}
