import { describe, expect, it } from '@jest/globals';
import { practicesPerDay, weekDays } from './week.js';

describe("the week's days", () => {
  it('runs Sunday to Saturday from the week start, across a month end', () => {
    expect(weekDays('2026-11-29')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
  });

  it('keeps the same seven days across a daylight-saving change', () => {
    expect(weekDays('2026-03-08').at(-1)).toBe('2026-03-14');
  });

  it('counts practices per local day and ignores days outside the week', () => {
    const days = weekDays('2026-11-15');
    const counts = practicesPerDay(
      [{ date: '2026-11-21' }, { date: '2026-11-21' }, { date: '2026-11-16' }, { date: '2026-11-14' }],
      days,
    );
    expect(counts.get('2026-11-21')).toBe(2);
    expect(counts.get('2026-11-16')).toBe(1);
    expect(counts.get('2026-11-15')).toBe(0);
    expect(counts.has('2026-11-14')).toBe(false);
  });
});
