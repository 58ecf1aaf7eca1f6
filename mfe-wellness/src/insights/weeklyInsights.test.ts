import { describe, expect, it } from '@jest/globals';
import { anOverview, aYouthSummary } from '../checkins/testing/fixtures.js';
import { weeklyInsights } from './weeklyInsights.js';

describe("a parent's weekly insights", () => {
  it('celebrates what is going well, by first name', () => {
    const sam = aYouthSummary({ firstName: 'Sam' }); // improving, 80 % habits, 3 practices, 2 + 3 check-ins
    expect(weeklyInsights([sam], undefined)).toEqual([
      "Sam's feelings have been calmer in recent check-ins.",
      'Sam completed 80% of their daily habits this week.',
      'Sam did 3 practice activities this week.',
    ]);
  });

  it('notices, gently, what could use care', () => {
    const riley = aYouthSummary({
      firstName: null,
      intensity: { direction: 'needs-care', average: 7.9 },
      checkIns7d: { chosen: 0, prompted: 0 },
      habits7d: { completed: 7, total: 35, percent: 20 },
      practicesThisWeek: 1,
    });
    expect(weeklyInsights([riley], undefined)).toEqual([
      "Your young person's feelings have been running stronger lately. A gentle chat could help.",
      "Your young person hasn't checked in this week.",
      'Your young person could use some encouragement with daily habits (20% this week).',
      'Your young person did 1 practice activity this week.',
    ]);
  });

  it('says nothing it cannot back with data', () => {
    const quiet = aYouthSummary({
      intensity: { direction: 'not-enough-data', average: null },
      checkIns7d: { chosen: 1, prompted: 0 },
      habits7d: { completed: 0, total: 0, percent: 0 },
      practicesThisWeek: 0,
    });
    expect(weeklyInsights([quiet], anOverview({ habits7d: { completed: 0, total: 0 } }))).toEqual([]);
  });

  it("counts answers to the app's reminders as checking in: no 'hasn't checked in' for them", () => {
    const onlyAnswered = aYouthSummary({
      firstName: 'Ana',
      intensity: { direction: 'not-enough-data', average: 5 },
      checkIns7d: { chosen: 0, prompted: 4 },
      habits7d: { completed: 0, total: 0, percent: 0 },
      practicesThisWeek: 0,
    });
    expect(weeklyInsights([onlyAnswered], undefined)).toEqual([]);
  });

  it("adds the parent's own week", () => {
    expect(
      weeklyInsights([], anOverview({ habits7d: { completed: 14, total: 35 }, practicesThisWeek: 2 })),
    ).toEqual([
      'You completed 40% of your own daily habits this week.',
      'You did 2 practice activities this week.',
    ]);
  });
});
