import { describe, expect, it } from '@jest/globals';
import { relativeTime } from './relativeTime.js';

const now = new Date('2026-11-26T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('"Last active" as relative time', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(relativeTime(ago(20), now)).toBe('just now');
    expect(relativeTime(ago(60), now)).toBe('1 minute ago');
    expect(relativeTime(ago(45 * 60), now)).toBe('45 minutes ago');
    expect(relativeTime(ago(3 * 3600 + 59 * 60), now)).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3600), now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 86_400), now)).toBe('3 days ago');
    expect(relativeTime(ago(15 * 86_400), now)).toBe('2 weeks ago');
    expect(relativeTime(ago(70 * 86_400), now)).toBe('2 months ago');
    expect(relativeTime(ago(800 * 86_400), now)).toBe('2 years ago');
  });

  it("reads a moment a little ahead of this device's clock as now", () => {
    expect(relativeTime(new Date(now.getTime() + 30_000).toISOString(), now)).toBe('just now');
  });
});
