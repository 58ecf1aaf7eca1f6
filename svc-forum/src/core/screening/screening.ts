import { compilePhrases, findPhrase, type PhraseList } from './phrase-matcher.js';
import { readingsOf } from './screening-text.js';
import { defaultAbusivePhrases, defaultCrisisPhrases } from './default-phrases.js';

/** The two lists every post and reply is checked against, and a district's own phrases for its youth. */
export interface ScreeningLists {
  crisis: PhraseList;
  abusive: PhraseList;
  /** The author's district's extra phrases (issue 16): they hold a post for a moderator, as abuse does. */
  district?: PhraseList;
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

/**
 * Screens everything the author wrote (a thread's title is a catalogue sentence, so only its text),
 * read as the community would read it: invisible characters, look-alike letters, digits for
 * letters and spaced letters do not hide a phrase (./screening-text.ts, ./phrase-matcher.ts).
 */
export function screen(text: string, lists: ScreeningLists): ScreeningOutcome {
  const readings = readingsOf(text);
  if (findPhrase(readings, lists.crisis)) return 'crisis';
  if (findPhrase(readings, lists.abusive)) return 'abusive';
  if (lists.district && findPhrase(readings, lists.district)) return 'abusive';
  return 'clean';
}
