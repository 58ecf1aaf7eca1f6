import { z } from 'zod';
import { screen, type ScreeningLists, type ScreeningOutcome } from './screening.js';

/**
 * How well screening does on a corpus: evasions that must be caught as what they are (crisis or
 * abusive), and innocent sentences that must never be held. The corpus lives beside the screening
 * tests (svc-forum/test/screening/corpus/); its unit test and `npm run screening:report` both read it.
 */

const Sentences = z.array(z.string().min(1));

/** evasions.json: by the way a post is written around the lists, what it must be found to be. */
export const EvasionCorpus = z.record(
  z.string(),
  z.object({ crisis: Sentences.optional(), abusive: Sentences.optional() }).strict(),
);
export type EvasionCorpus = z.infer<typeof EvasionCorpus>;

/** innocent.json: by theme, sentences that must stay clean. */
export const InnocentCorpus = z.record(z.string(), Sentences);
export type InnocentCorpus = z.infer<typeof InnocentCorpus>;

export interface Miss {
  /** The evasion technique or the innocent sentence's theme. */
  group: string;
  text: string;
  expected: ScreeningOutcome;
  got: ScreeningOutcome;
}

export interface ScreeningFigures {
  evasions: number;
  /** Evasions found to be what they are (crisis as crisis, abuse as abuse). */
  caught: number;
  /** caught / evasions. */
  recall: number;
  innocent: number;
  /** Innocent sentences screening would hold. */
  held: number;
  /** held / innocent. */
  falsePositiveRate: number;
  missed: Miss[];
  falsePositives: Miss[];
}

function judged(group: string, text: string, expected: ScreeningOutcome, lists: ScreeningLists): Miss {
  return { group, text, expected, got: screen(text, lists) };
}

export function screeningFigures(
  evasions: EvasionCorpus,
  innocent: InnocentCorpus,
  lists: ScreeningLists,
): ScreeningFigures {
  const evasionResults = Object.entries(evasions).flatMap(([group, { crisis = [], abusive = [] }]) => [
    ...crisis.map((text) => judged(group, text, 'crisis', lists)),
    ...abusive.map((text) => judged(group, text, 'abusive', lists)),
  ]);
  const innocentResults = Object.entries(innocent).flatMap(([group, texts]) =>
    texts.map((text) => judged(group, text, 'clean', lists)),
  );
  const missed = evasionResults.filter((result) => result.got !== result.expected);
  const falsePositives = innocentResults.filter((result) => result.got !== 'clean');
  return {
    evasions: evasionResults.length,
    caught: evasionResults.length - missed.length,
    recall: ratio(evasionResults.length - missed.length, evasionResults.length),
    innocent: innocentResults.length,
    held: falsePositives.length,
    falsePositiveRate: ratio(falsePositives.length, innocentResults.length),
    missed,
    falsePositives,
  };
}

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
