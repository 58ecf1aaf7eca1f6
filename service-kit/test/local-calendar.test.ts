import { describe, expect, it } from '@jest/globals';
import { localDay } from '../src/domain/local-calendar.js';
import { timeZoneOf } from '../src/http/callers-time-zone.js';

describe("a user's today", () => {
  const lateEvening = new Date('2026-11-21T23:30:00Z');

  it('is the calendar day where the user is, not where the server is', () => {
    expect(localDay(lateEvening, 'UTC')).toBe('2026-11-21');
    expect(localDay(lateEvening, 'Europe/Berlin')).toBe('2026-11-22');
    expect(localDay(lateEvening, 'America/Los_Angeles')).toBe('2026-11-21');
    expect(localDay(new Date('2026-11-21T09:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-11-21');
    expect(localDay(new Date('2026-11-21T10:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-11-22');
  });

  it('falls back to UTC without a zone and refuses a zone that does not exist', () => {
    expect(timeZoneOf(undefined)).toBe('UTC');
    expect(timeZoneOf('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(() => timeZoneOf('Mars/Olympus')).toThrow(
      'The x-timezone header must be an IANA time zone such as Europe/London.',
    );
  });
});
