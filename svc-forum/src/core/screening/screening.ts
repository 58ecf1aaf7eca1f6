import { compilePhrases, findPhrase, wordsOf, type PhraseList } from './phrase-matcher.js';
import { defaultAbusivePhrases, defaultCrisisPhrases } from './default-phrases.js';

/** The two lists every post and reply is checked against. */
export interface ScreeningLists {
  crisis: PhraseList;
  abusive: PhraseList;
}

/**
 * What screening found: `crisis` (self-harm or suicide words) wins over `abusive`, because the
 * author may need help now; `clean` content goes straight to the community.
 */
export type ScreeningOutcome = 'clean' | 'crisis' | 'abusive';

export function screeningLists(
  phrases: { crisis?: readonly string[]; abusive?: readonly string[] } = {},
): ScreeningLists {
  return {
    crisis: compilePhrases(phrases.crisis ?? defaultCrisisPhrases),
    abusive: compilePhrases(phrases.abusive ?? defaultAbusivePhrases),
  };
}

/** Screens everything the author wrote (a thread's title is a catalogue sentence, so only its text). */
export function screen(text: string, lists: ScreeningLists): ScreeningOutcome {
  const words = wordsOf(text);
  if (findPhrase(words, lists.crisis)) return 'crisis';
  if (findPhrase(words, lists.abusive)) return 'abusive';
  return 'clean';
}
