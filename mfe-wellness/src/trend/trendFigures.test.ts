import { encouragement } from '@heartwise/contracts';
import { describe, expect, it } from '@jest/globals';
import { averageIntensity, fearsIdentified, mostCommonFeeling } from './trendFigures.js';

const point = (emotionName: string, intensity: number, identifiedFear = false) => ({
  emotionName,
  intensity,
  identifiedFear,
});

describe('the wellness trend figures', () => {
  it('averages the intensities to one decimal', () => {
    expect(averageIntensity([point('joy', 3), point('joy', 4), point('joy', 4)])).toBe(3.7);
    expect(averageIntensity([point('joy', 10), point('fear', 5)])).toBe(7.5);
  });

  it('has no average before the first check-in', () => {
    expect(averageIntensity([])).toBeNull();
  });

  it('names the feeling felt most often', () => {
    expect(
      mostCommonFeeling([point('joy', 3), point('Anger', 6), point('anger', 5), point('calmness', 2)]),
    ).toBe('anger');
  });

  it('on a tie, names the one felt most recently', () => {
    expect(mostCommonFeeling([point('joy', 3), point('anger', 6), point('anger', 5), point('joy', 2)])).toBe(
      'joy',
    );
    expect(mostCommonFeeling([])).toBeNull();
  });

  it('counts the check-ins where a fear was identified', () => {
    expect(fearsIdentified([point('fear', 8, true), point('joy', 2), point('anxiety', 6, true)])).toBe(2);
  });

  it('reaches each of the four encouragements from check-ins and habits', () => {
    const calm = averageIntensity([point('calmness', 2), point('joy', 3), point('relief', 4)]) ?? 0; // 3
    const middling = averageIntensity([point('joy', 5), point('interest', 6), point('awe', 6)]) ?? 0; // 5.7
    const strong =
      averageIntensity([point('anger', 8), point('fear', 9, true), point('anxiety', 7, true)]) ?? 0; // 8
    expect(encouragement(calm, 71)).toMatch(/^Amazing! You're staying calm/);
    expect(encouragement(middling, 51)).toMatch(/^You're doing well/);
    expect(encouragement(strong, 81)).toMatch(/^Great job with your daily habits!/);
    expect(encouragement(strong, 80)).toMatch(/^Every small step counts/);
    // The thresholds are strict: exactly 70 % with a calm week is "doing well", not "amazing".
    expect(encouragement(calm, 70)).toMatch(/^You're doing well/);
    expect(encouragement(4, 100)).toMatch(/^You're doing well/);
  });
});
