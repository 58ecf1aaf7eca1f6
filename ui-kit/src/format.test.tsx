import { describe, expect, it } from '@jest/globals';
import { formatDate } from './format.js';

describe('formatDate', () => {
  it('says "Unknown date" for a missing or broken date', () => {
    expect(formatDate(undefined)).toBe('Unknown date');
    expect(formatDate('not a date')).toBe('Unknown date');
  });

  it('writes a real date readably', () => {
    expect(formatDate('2026-11-21T09:30:00.000Z')).toMatch(/2026/);
  });
});
