import { describe, expect, it } from '@jest/globals';
import { MIN_CHECKINS_FOR_AVERAGE } from '@heartwise/contracts';
import { addDays, daysFrom, lastDays, localDay, weekStart } from '@heartwise/service-kit';
import { completion } from '../src/core/figures.js';
import { habitCompletion, habitDays } from '../src/core/habit-completion.js';
import { intensityTrend, MIN_CHECK_INS_FOR_TREND, trendDirection } from '../src/core/intensity-trend.js';
import { youthSummary } from '../src/core/youth-summary.js';
import { practiceWeek } from '../src/core/practice-week.js';
import { habitMood, whatHelps } from '../src/core/insights.js';
import { distressSupport } from '../src/core/support-notice.js';

describe('local days', () => {
  it('add and count across month, year and daylight-saving changes', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30'); // Europe's clocks go forward that night
    expect(lastDays('2026-11-03', 7)).toEqual([
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
    ]);
    expect(daysFrom('2026-11-22', '2026-11-22')).toEqual(['2026-11-22']);
  });

  it('the week starts on Sunday (SPEC §9)', () => {
    expect(weekStart('2026-11-22')).toBe('2026-11-22'); // a Sunday
    expect(weekStart('2026-11-21')).toBe('2026-11-15'); // a Saturday
    expect(weekStart('2026-11-23')).toBe('2026-11-22');
    expect(weekStart('2027-01-02')).toBe('2026-12-27');
  });

  it("the Sunday start is the person's own: one instant, two weeks", () => {
    // Saturday 21 Nov, 23:30 in London is already Sunday 22 Nov in Berlin and Tokyo.
    const instant = new Date('2026-11-21T23:30:00Z');
    expect(weekStart(localDay(instant, 'Europe/London'))).toBe('2026-11-15');
    expect(weekStart(localDay(instant, 'Europe/Berlin'))).toBe('2026-11-22');
    expect(weekStart(localDay(instant, 'Asia/Tokyo'))).toBe('2026-11-22');
    expect(weekStart(localDay(instant, 'America/Los_Angeles'))).toBe('2026-11-15');
  });
});

describe('the weekly practice count', () => {
  const practice = (date: string, activityType: 'verify' | 'humor' = 'verify') => ({ date, activityType });

  it('counts from Sunday to today, by type, with the bar at count/7 capped at 100 %', () => {
    const week = practiceWeek(
      [
        practice('2026-11-14'),
        practice('2026-11-15'),
        practice('2026-11-18', 'humor'),
        practice('2026-11-21'),
      ],
      '2026-11-21',
    );
    expect(week).toEqual({
      start: '2026-11-15',
      practices: 3,
      practicePercent: 43,
      practicesByType: { verify: 2, gratitude: 0, reframe: 0, optimism: 0, humor: 1 },
    });
    const busy = Array.from({ length: 9 }, () => practice('2026-11-16'));
    expect(practiceWeek(busy, '2026-11-21').practicePercent).toBe(100);
  });

  it('a new week starts empty on Sunday', () => {
    expect(practiceWeek([practice('2026-11-21')], '2026-11-22').practices).toBe(0);
  });
});

describe('habit completion', () => {
  const habit = (date: string, completed: boolean) => ({ date, completed });

  it('counts the records of the days asked, leaving out days without records', () => {
    const habits = [
      habit('2026-11-14', true),
      habit('2026-11-20', true),
      habit('2026-11-20', false),
      habit('2026-11-21', true),
    ];
    expect(habitCompletion(habits, lastDays('2026-11-21', 7))).toEqual({
      completed: 2,
      total: 3,
      percent: 67,
    });
    expect(habitDays(habits, ['2026-11-19', '2026-11-20'])).toEqual([
      { date: '2026-11-19', completed: 0, total: 0 },
      { date: '2026-11-20', completed: 1, total: 2 },
    ]);
  });

  it('is 0 % when there is nothing to count', () => {
    expect(completion(0, 0)).toEqual({ completed: 0, total: 0, percent: 0 });
    expect(completion(4, 5).percent).toBe(80);
  });
});

describe('the intensity trend', () => {
  it('needs at least 4 check-ins to say anything', () => {
    expect(trendDirection([])).toBe('not-enough-data');
    expect(trendDirection([9, 1, 1])).toBe('not-enough-data');
  });

  it('improving when the newer half is calmer by 0.5 or more, needs care when stronger by 0.5 or more', () => {
    expect(trendDirection([6, 5, 5.5, 4.5])).toBe('improving'); // 5.5 → 5.0: exactly 0.5 lower
    expect(trendDirection([6, 5, 6, 4.2])).toBe('steady'); // 5.5 → 5.1
    expect(trendDirection([4, 5, 5, 5])).toBe('needs-care'); // 4.5 → 5.0
    expect(trendDirection([4, 5, 4.6, 5])).toBe('steady'); // 4.5 → 4.8
    // Odd counts leave the middle one out: 8 → 3 on either side of a 1.
    expect(trendDirection([8, 8, 1, 3, 3])).toBe('improving');
  });

  it('the average is the last 7 local days’ mean to 1 decimal; the direction looks back 14 days', () => {
    const at = (date: string, intensity: number, minute = 0) => ({
      date,
      intensity,
      createdAt: `${date}T10:${String(minute).padStart(2, '0')}:00.000Z`,
    });
    const checkIns = [
      at('2026-11-07', 10), // 15 days ago: outside both windows
      at('2026-11-08', 9),
      at('2026-11-10', 8),
      at('2026-11-15', 5), // the last 7 days start here
      at('2026-11-18', 4),
      at('2026-11-21', 2, 1),
      at('2026-11-21', 3, 0),
    ];
    expect(intensityTrend(checkIns, '2026-11-21')).toEqual({ direction: 'improving', average: 3.5 });
    expect(
      intensityTrend([at('2026-11-21', 7), at('2026-11-20', 6), at('2026-11-19', 6)], '2026-11-21'),
    ).toEqual({
      direction: 'not-enough-data',
      average: 6.3,
    });
    expect(intensityTrend([], '2026-11-21')).toEqual({ direction: 'not-enough-data', average: null });
  });
});

describe("the intensity a linked parent sees (issue 15: one check-in showed that check-in's exact intensity)", () => {
  const at = (date: string, intensity: number) => ({
    date,
    intensity,
    createdAt: `${date}T10:00:00.000Z`,
    prompted: false,
  });
  const summaryOf = (checkIns: ReturnType<typeof at>[]) =>
    youthSummary(
      { youthId: '1d0c1a52-3f0e-4c8e-9b51-6a2f0f1c0f01', firstName: 'Ana' },
      {
        habits: [],
        practices: [],
        checkIns,
      },
      '2026-11-21',
    );

  it('has no average until 3 check-ins in the 7 days, whatever the youth sees on their own dashboard', () => {
    expect(MIN_CHECKINS_FOR_AVERAGE).toBe(3);
    expect(summaryOf([at('2026-11-21', 9)]).intensity).toEqual({
      direction: 'not-enough-data',
      average: null,
    });
    expect(summaryOf([at('2026-11-21', 9), at('2026-11-20', 2)]).intensity.average).toBeNull();
    expect(summaryOf([at('2026-11-21', 9), at('2026-11-20', 2), at('2026-11-19', 4)]).intensity.average).toBe(
      5,
    );
    // Older check-ins count toward the direction, never toward the 7 days' average.
    const older = [at('2026-11-10', 9), at('2026-11-11', 9), at('2026-11-12', 9)];
    expect(summaryOf([...older, at('2026-11-21', 1)]).intensity).toEqual({
      direction: 'improving',
      average: null,
    });
    // The youth's own figures still show their one check-in.
    expect(intensityTrend([at('2026-11-21', 9)], '2026-11-21').average).toBe(9);
  });

  it('never shows a direction from fewer check-ins than an average', () => {
    expect(MIN_CHECK_INS_FOR_TREND).toBeGreaterThanOrEqual(MIN_CHECKINS_FOR_AVERAGE);
    expect(
      summaryOf([at('2026-11-21', 9), at('2026-11-20', 2), at('2026-11-19', 4)]).intensity.direction,
    ).toBe('not-enough-data');
  });
});

describe('insights', () => {
  const checkIn = (sessionId: string, checkInType: 'pre' | 'post', intensity: number, minute: number) => ({
    sessionId,
    checkInType,
    intensity,
    date: '2026-11-21',
    createdAt: `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`,
  });

  it('"what helps me" shows a practice once 3 sessions have both a pre and a post check-in', () => {
    const sessions = ['a', 'b', 'c', 'd'].map((id) => ({ id, activityType: 'verify' as const }));
    const checkIns = [
      checkIn('a', 'pre', 8, 0),
      checkIn('a', 'post', 5, 1),
      checkIn('a', 'post', 1, 2), // only the first post counts
      checkIn('b', 'pre', 6, 3),
      checkIn('b', 'post', 5, 4),
      checkIn('c', 'pre', 4, 5), // no post: left out
    ];
    expect(whatHelps(sessions, checkIns)).toEqual([]);
    checkIns.push(checkIn('d', 'pre', 7, 6), checkIn('d', 'post', 7, 7));
    expect(whatHelps(sessions, checkIns)).toEqual([
      { activityType: 'verify', sessions: 3, averageChange: -1.3 },
    ]);
  });

  it('habits and mood compare days with and without the habit, once each side has 3 days', () => {
    const days = ['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];
    const habits = days.map((date, index) => ({ habitType: 'sleep' as const, date, completed: index < 3 }));
    const checkIns = days.map((date, index) => ({ date, intensity: index < 3 ? 3 : 7 }));
    expect(habitMood(habits, checkIns)).toEqual([
      { habitType: 'sleep', daysWith: 3, daysWithout: 3, averageWith: 3, averageWithout: 7 },
    ]);
    expect(habitMood(habits, checkIns.slice(1))).toEqual([]);
  });
});

describe('the support notice', () => {
  it('comes with a distressing feeling at 9 or 10 only', () => {
    const helplines = [{ name: 'A trusted adult', contact: 'Someone you trust' }];
    expect(distressSupport('sadness', 9, helplines)).toMatchObject({ kind: 'distress', helplines });
    expect(distressSupport('Empathic Pain', 10, helplines)?.kind).toBe('distress');
    expect(distressSupport('sadness', 8, helplines)).toBeUndefined();
    expect(distressSupport('joy', 10, helplines)).toBeUndefined();
  });
});
