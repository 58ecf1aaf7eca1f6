import { describe, expect, it } from '@jest/globals';
import { localDay } from '../src/domain/local-calendar.js';
import { startOfLocalDay } from '../src/domain/start-of-local-day.js';

/** [day, zone, its first instant, why]: each instant is the day there, the millisecond before is not. */
const firstInstants: [string, string, string, string][] = [
  ['2026-11-22', 'UTC', '2026-11-22T00:00:00.000Z', 'midnight, no offset'],
  ['2026-11-22', 'America/Los_Angeles', '2026-11-22T08:00:00.000Z', 'midnight, behind UTC'],
  ['2026-11-22', 'Pacific/Kiritimati', '2026-11-21T10:00:00.000Z', 'midnight, 14 hours ahead'],
  ['2026-11-22', 'Pacific/Pago_Pago', '2026-11-22T11:00:00.000Z', 'midnight, 11 hours behind'],
  ['2026-11-22', 'Asia/Kolkata', '2026-11-21T18:30:00.000Z', 'a half-hour offset'],
  ['2026-11-22', 'Asia/Kathmandu', '2026-11-21T18:15:00.000Z', 'a quarter-hour offset'],
  ['2026-11-22', 'Pacific/Chatham', '2026-11-21T10:15:00.000Z', '+13:45 in the southern summer'],
  ['2026-03-08', 'America/New_York', '2026-03-08T05:00:00.000Z', 'springs forward at 02:00: still EST'],
  ['2026-03-09', 'America/New_York', '2026-03-09T04:00:00.000Z', 'the day after: EDT'],
  ['2026-11-01', 'America/New_York', '2026-11-01T04:00:00.000Z', 'falls back at 02:00: still EDT'],
  ['2026-11-02', 'America/New_York', '2026-11-02T05:00:00.000Z', 'the day after: EST'],
  ['2026-03-29', 'Europe/London', '2026-03-29T00:00:00.000Z', 'springs forward at 01:00: still GMT'],
  ['2026-03-30', 'Europe/London', '2026-03-29T23:00:00.000Z', 'the day after: BST'],
  ['2026-09-06', 'America/Santiago', '2026-09-06T04:00:00.000Z', 'midnight skipped: starts at 01:00'],
  ['2026-03-08', 'America/Havana', '2026-03-08T05:00:00.000Z', 'midnight skipped: starts at 01:00'],
  // Santiago goes from Saturday 24:00 back to Saturday 23:00 on 5 April.
  ['2026-04-05', 'America/Santiago', '2026-04-05T04:00:00.000Z', 'starts after the repeated hour'],
];

describe('the first instant of a calendar day where someone is', () => {
  it.each(firstInstants)('%s in %s begins at %s (%s)', (day, timeZone, at) => {
    expect(startOfLocalDay(day, timeZone).toISOString()).toBe(at);
    expect(localDay(new Date(at), timeZone)).toBe(day);
    expect(localDay(new Date(Date.parse(at) - 1), timeZone) < day).toBe(true);
  });

  it('reads 01:00 on the clock there when daylight saving skips midnight', () => {
    const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Santiago', timeStyle: 'short' });
    expect(clock.format(startOfLocalDay('2026-09-06', 'America/Santiago'))).toBe('01:00');
  });

  it('gives a day a zone skipped the start of the day after it', () => {
    // Samoa crossed the date line: 29 December 2011 was followed by 31 December.
    expect(startOfLocalDay('2011-12-30', 'Pacific/Apia')).toEqual(new Date('2011-12-30T10:00:00.000Z'));
    expect(startOfLocalDay('2011-12-31', 'Pacific/Apia')).toEqual(new Date('2011-12-30T10:00:00.000Z'));
  });

  it('makes consecutive days meet, with no instant in two days or in none', () => {
    const zone = 'America/Santiago';
    let day = '2026-08-30';
    for (let index = 0; index < 14; index += 1) {
      const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      const [from, to] = [startOfLocalDay(day, zone), startOfLocalDay(next, zone)];
      expect(localDay(from, zone)).toBe(day);
      expect(localDay(new Date(to.getTime() - 1), zone)).toBe(day);
      day = next;
    }
  });

  it('refuses a malformed day and a zone that does not exist', () => {
    expect(() => startOfLocalDay('2026-02-30', 'UTC')).toThrow(RangeError);
    expect(() => startOfLocalDay('22/11/2026', 'UTC')).toThrow(
      '22/11/2026 is not a calendar day (YYYY-MM-DD)',
    );
    expect(() => startOfLocalDay('2026-11-22', 'Mars/Olympus')).toThrow(RangeError);
  });
});
