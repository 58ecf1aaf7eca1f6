/**
 * Whole-word phrase matching for safety screening. Text and phrases are cut into words the same
 * way (lower case, accents and apostrophes dropped, any other punctuation or space between words),
 * and a phrase matches only a run of whole words: "skilled" never matches "killed", "therapist"
 * never matches "rapist", while "Self-harm!!" matches "self harm".
 */

/** One word of a phrase: equal to `word`, or, with `prefix`, any word starting with it. */
interface WordPattern {
  word: string;
  prefix: boolean;
}

export interface Phrase {
  /** As configured, for logs and tests (never sent anywhere). */
  source: string;
  words: readonly WordPattern[];
}

export type PhraseList = readonly Phrase[];

/** Letters joined by an apostrophe stay one word: "don't" → "dont", "i'm" → "im". */
const APOSTROPHE_IN_WORD = /(\p{L})['’‘`´](?=\p{L})/gu;
const NOT_A_WORD_CHARACTER = /[^\p{L}\p{N}*]+/u;

function simplify(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(APOSTROPHE_IN_WORD, '$1');
}

/** The words of a text, in order, as the matcher compares them. */
export function wordsOf(text: string): string[] {
  return simplify(text)
    .replace(/\*/g, ' ')
    .split(NOT_A_WORD_CHARACTER)
    .filter((word) => word.length > 0);
}

/** Compiles one configured entry; throws for an entry with no words in it. */
export function compilePhrase(source: string): Phrase {
  const words = simplify(source)
    .split(NOT_A_WORD_CHARACTER)
    .filter((word) => word.replace(/\*/g, '').length > 0)
    .map((raw) => {
      const prefix = raw.endsWith('*');
      return { word: raw.replace(/\*/g, ''), prefix };
    });
  if (words.length === 0) throw new Error(`"${source}" has no words to match`);
  return { source, words };
}

export function compilePhrases(sources: readonly string[]): PhraseList {
  return sources.map(compilePhrase);
}

function wordMatches(pattern: WordPattern, word: string): boolean {
  return pattern.prefix ? word.startsWith(pattern.word) : word === pattern.word;
}

function phraseAt(words: readonly string[], start: number, phrase: Phrase): boolean {
  return phrase.words.every((pattern, offset) => {
    const word = words[start + offset];
    return word !== undefined && wordMatches(pattern, word);
  });
}

/** The first phrase of the list found in the words, or undefined. */
export function findPhrase(words: readonly string[], list: PhraseList): Phrase | undefined {
  return list.find((phrase) => words.some((_word, start) => phraseAt(words, start, phrase)));
}
