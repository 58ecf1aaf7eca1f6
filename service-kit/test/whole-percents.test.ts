import { describe, expect, it } from '@jest/globals';
import { wholePercents } from '../src/domain/whole-percents.js';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('theme shares as whole percents', () => {
  it.each([
    [
      [1, 1, 1],
      [34, 33, 33],
    ],
    [
      [2, 1],
      [67, 33],
    ],
    [
      [1, 0, 0, 0, 0],
      [100, 0, 0, 0, 0],
    ],
    [
      [45, 32, 23],
      [45, 32, 23],
    ],
    [
      [1, 1, 1, 1, 1, 1, 1],
      [15, 15, 14, 14, 14, 14, 14],
    ],
    [
      [3, 3, 1],
      [43, 43, 14],
    ],
  ])('%j → %j', (counts, shares) => {
    expect(wholePercents(counts)).toEqual(shares);
    expect(sum(wholePercents(counts))).toBe(100);
  });

  it('are all zero when there is nothing to share', () => {
    expect(wholePercents([0, 0, 0])).toEqual([0, 0, 0]);
  });

  it('always sum to 100 whatever the counts', () => {
    for (let seed = 1; seed < 200; seed += 1) {
      const counts = [seed % 7, (seed * 3) % 11, (seed * 5) % 13, (seed * 7) % 3, seed % 2];
      if (sum(counts) > 0) expect(sum(wholePercents(counts))).toBe(100);
    }
  });
});
