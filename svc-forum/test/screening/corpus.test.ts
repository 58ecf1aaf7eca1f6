import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { screeningLists } from '../../src/core/screening/screening.js';
import {
  EvasionCorpus,
  InnocentCorpus,
  screeningFigures,
  type Miss,
} from '../../src/core/screening/screening-figures.js';

/**
 * The corpus (./corpus): posts written around the lists that must still be caught as what they are,
 * and ordinary things young people write that must never be held. `npm run screening:report`
 * writes the same figures into docs/performance.md.
 */
const corpus = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./corpus/${name}`, import.meta.url), 'utf8'));
const evasions = EvasionCorpus.parse(corpus('evasions.json'));
const innocent = InnocentCorpus.parse(corpus('innocent.json'));
const figures = screeningFigures(evasions, innocent, screeningLists());
const shown = (misses: readonly Miss[]) =>
  misses.map(
    (miss) => `${miss.group}: ${JSON.stringify(miss.text)} expected ${miss.expected}, got ${miss.got}`,
  );

describe('the screening corpus', () => {
  it('holds at least 300 evasions, crisis and abusive, and 300 innocent sentences', () => {
    const outcomes = Object.values(evasions);
    expect(outcomes.flatMap((group) => group.crisis ?? []).length).toBeGreaterThanOrEqual(150);
    expect(outcomes.flatMap((group) => group.abusive ?? []).length).toBeGreaterThanOrEqual(100);
    expect(figures.evasions).toBeGreaterThanOrEqual(300);
    expect(figures.innocent).toBeGreaterThanOrEqual(300);
  });

  it('catches at least 99% of the evasions, each as what it is (the misses are listed when it fails)', () => {
    expect(figures.recall >= 0.99 ? [] : shown(figures.missed)).toEqual([]);
  });

  it('holds at most 1% of the innocent sentences (those held are listed when it fails)', () => {
    expect(figures.falsePositiveRate <= 0.01 ? [] : shown(figures.falsePositives)).toEqual([]);
  });

  it("catches every one of the issue's own examples, crisis ones as crisis", () => {
    const issueGroups = [
      'soft hyphen inside words',
      'zero-width space inside words',
      'Cyrillic look-alike letters',
      'digits for letters',
      'spaced letters',
      'misspellings',
      'slang',
    ];
    const missed = figures.missed.filter((miss) => issueGroups.includes(miss.group));
    expect(shown(missed)).toEqual([]);
  });
});
