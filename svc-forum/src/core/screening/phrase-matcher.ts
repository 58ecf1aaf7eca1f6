/**
 * Whole-word phrase matching for safety screening, on text read as ./screening-text.ts reads it.
 * A list entry matches only a run of whole words — "skilled" never matches "killed", "therapist"
 * never matches "rapist", "Scunthorpe" holds no slur — while the ways people write around a list
 * still match: "Self-harm!!", "k1ll mys3lf", "kiiiill", "su1c1de", "$uicide", "kill my self",
 * "killmyself", "k i l l", "k.i.l.l", "u r worthless" (./spelling-variants.ts).
 */
import { readingsOf, simplify, type Token } from './screening-text.js';
import { spellingVariants } from './spelling-variants.js';

/** One word of an entry: its spellings, each letter also as the digits and symbols written for it. */
interface WordPattern {
  pattern: RegExp;
  /** A trailing `*`: longer words that start with it match too (`suicid*` → suicidal). */
  prefix: boolean;
}

export interface Phrase {
  /** As configured, for logs and tests (never sent anywhere). */
  source: string;
  words: readonly WordPattern[];
  /** Two or more words written as one ("killmyself", "k i l l m y s e l f"). */
  joined?: RegExp;
  /** One word of at most three letters (kms, kys): after a quantity it is a unit ("5 kms"). */
  abbreviation: boolean;
  /** Every character its first word can start with: most tokens are passed over at once. */
  starts: ReadonlySet<string>;
  /** The entry anywhere inside a spelled-out token ("iwishiwasdead" from "I w i s h I w a s d e a d"). */
  within: RegExp;
}

export type PhraseList = readonly Phrase[];

/** The digits and symbols people write for a letter ("k1ll", "$uicide", "h@te", "ki11"). */
const writtenFor: Readonly<Record<string, string>> = {
  a: 'a4@',
  b: 'b8',
  e: 'e3€',
  g: 'g9',
  // I and l look alike in many fonts (and in look-alikes: Cyrillic ӏ is read as i).
  i: 'i1!|l',
  l: 'l1!|i',
  o: 'o0',
  s: 's5$',
  t: 't7',
};

const NOT_A_WORD_CHARACTER = /[^\p{L}\p{N}*]+/u;
const SAME_CHARACTER_RUN = /(.)\1*/gsu;

function escaped(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}

/** A run of n same letters matches n or more of them, each written as the letter or a stand-in. */
function spellingSource(spelling: string): string {
  return spelling.replace(SAME_CHARACTER_RUN, (run, char: string) => {
    const stands = writtenFor[char];
    const one = stands ? `[${escaped(stands)}]` : escaped(char);
    const times = [...run].length;
    return times === 1 ? `${one}+` : `${one}{${times},}`;
  });
}

const spellingsOf = (word: string) => [word, ...(spellingVariants[word] ?? [])];

function wordSource(word: string): string {
  return `(?:${spellingsOf(word).map(spellingSource).join('|')})`;
}

function startsOf(word: string): Set<string> {
  const firsts = spellingsOf(word).map((spelling) => [...spelling][0] ?? '');
  return new Set(firsts.flatMap((char) => [...(writtenFor[char] ?? char)]));
}

const anchored = (source: string, prefix: boolean) => new RegExp(`^${source}${prefix ? '' : '$'}`, 'u');

/** Compiles one configured entry; throws for an entry with no words in it. */
export function compilePhrase(source: string): Phrase {
  const words = simplify(source)
    .split(NOT_A_WORD_CHARACTER)
    .filter((raw) => raw.replace(/\*/g, '').length > 0)
    .map((raw) => ({ word: raw.replace(/\*/g, ''), prefix: raw.endsWith('*') }));
  const [first, last] = [words[0], words.at(-1)];
  if (first === undefined || last === undefined) throw new Error(`"${source}" has no words to match`);
  const together = words.map(({ word }) => wordSource(word)).join('');
  return {
    source,
    words: words.map(({ word, prefix }) => ({ pattern: anchored(wordSource(word), prefix), prefix })),
    ...(words.length > 1 ? { joined: anchored(together, last.prefix) } : {}),
    abbreviation: words.length === 1 && !last.prefix && [...last.word].length <= 3,
    starts: startsOf(first.word),
    within: new RegExp(together, 'u'),
  };
}

export function compilePhrases(sources: readonly string[]): PhraseList {
  return sources.map(compilePhrase);
}

/**
 * How many tokens from `at` this word takes: one, or two written apart ("my self", "no body"),
 * unless the second is the first half of a hyphenated compound ("my self-esteem"). 0: no match.
 */
function wordAt(tokens: readonly Token[], at: number, word: WordPattern): number {
  const token = tokens[at];
  if (token === undefined) return 0;
  if (word.pattern.test(token.text)) return 1;
  const next = tokens[at + 1];
  if (word.prefix || next === undefined || next.gluedToNext) return 0;
  return word.pattern.test(token.text + next.text) ? 2 : 0;
}

/** Words that count: what follows them is a unit ("how many kms"). */
const QUANTITY_WORDS: ReadonlySet<string> = new Set(['many', 'more', 'few', 'fewer', 'less']);

const quantity = (token: Token | undefined) =>
  token !== undefined && (token.number || QUANTITY_WORDS.has(token.text));

function phraseAt(tokens: readonly Token[], start: number, phrase: Phrase): boolean {
  if (phrase.abbreviation && quantity(tokens[start - 1])) return false;
  if (phrase.joined?.test(tokens[start]?.text ?? '')) return true;
  let at = start;
  for (const word of phrase.words) {
    const taken = wordAt(tokens, at, word);
    if (taken === 0) return false;
    at += taken;
  }
  return true;
}

/** The entries of a list by the characters they can start with, so a token meets only its own. */
const byFirstCharacter = new WeakMap<PhraseList, Map<string, Phrase[]>>();

function indexed(list: PhraseList): Map<string, Phrase[]> {
  let index = byFirstCharacter.get(list);
  if (index === undefined) {
    index = new Map();
    for (const phrase of list) {
      for (const char of phrase.starts) index.set(char, [...(index.get(char) ?? []), phrase]);
    }
    byFirstCharacter.set(list, index);
  }
  return index;
}

const firstCharacter = (text: string) => String.fromCodePoint(text.codePointAt(0) ?? 0);

/** An entry of the list found in a reading of the text (the first found, reading in order), or undefined. */
export function findPhrase(readings: readonly (readonly Token[])[], list: PhraseList): Phrase | undefined {
  const index = indexed(list);
  for (const tokens of readings) {
    for (const [start, token] of tokens.entries()) {
      const found =
        (token.spelled ? list.find((phrase) => phrase.within.test(token.text)) : undefined) ??
        index.get(firstCharacter(token.text))?.find((phrase) => phraseAt(tokens, start, phrase));
      if (found) return found;
    }
  }
  return undefined;
}

/** Whether any entry of the list is in the text. */
export function mentions(text: string, list: PhraseList): boolean {
  return findPhrase(readingsOf(text), list) !== undefined;
}
