import { describe, expect, it } from '@jest/globals';
import {
  ModerationDecision,
  outcomeOf,
  staffFigureText,
  sundayOf,
  trendWeeks,
  TREND_WEEKS,
  WeeklyTrend,
  weeklyTrend,
} from '../src/index.js';

describe("staff figures' weeks (issue 19)", () => {
  it('start on Sunday, whatever the day', () => {
    expect(sundayOf('2026-11-21')).toBe('2026-11-15'); // a Saturday
    expect(sundayOf('2026-11-15')).toBe('2026-11-15');
    expect(sundayOf('2027-01-02')).toBe('2026-12-27'); // across a year
  });

  it('trace the last 8 weeks, oldest first, this week last', () => {
    expect(trendWeeks('2026-11-21')).toEqual(
      ['09-27', '10-04', '10-11', '10-18', '10-25', '11-01', '11-08', '11-15'].map((day) => `2026-${day}`),
    );
    expect(trendWeeks('2026-03-31')).toHaveLength(TREND_WEEKS);
  });

  it('count each day in its week and leave out days before the first week or after this one', () => {
    const trend = weeklyTrend('2026-11-21', [
      '2026-09-26', // the Saturday before the first week
      '2026-09-27',
      '2026-11-14',
      '2026-11-15',
      '2026-11-21',
      '2026-11-22', // next week
    ]);
    expect(WeeklyTrend.parse(trend)).toEqual(trend);
    expect(trend.map((week) => week.count)).toEqual([1, 0, 0, 0, 0, 0, 1, 2]);
  });
});

describe('what a decision came to', () => {
  it('is read from the decision itself, for every decision there is', () => {
    expect(outcomeOf('keep')).toBe('approved');
    expect(outcomeOf('restore')).toBe('approved');
    expect(outcomeOf('hide')).toBe('rejected');
    expect(outcomeOf('support')).toBe('rejected');
    expect(outcomeOf('escalate')).toBe('escalated');
    expect(outcomeOf('request-edit')).toBe('edit-requested');
    for (const decision of ModerationDecision.options) expect(outcomeOf(decision)).toBeTruthy();
  });
});

describe("staff figures' words", () => {
  it('give every figure a label and a description, and no two figures one label', () => {
    const labels = Object.values(staffFigureText).map((text) => text.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const text of Object.values(staffFigureText)) expect(text.description.length).toBeGreaterThan(10);
  });
});
