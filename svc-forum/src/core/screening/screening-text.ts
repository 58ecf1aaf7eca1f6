import { withLatinLookAlikes } from './look-alikes.js';

/**
 * How screening reads a post before it compares words: as the reader sees it, not as it is coded.
 * 1. Invisible characters go: format and default-ignorable ones (soft hyphen, zero-width space,
 *    joiner and non-joiner, word joiner, BOM, bidirectional controls, variation selectors, tags,
 *    fillers), so "kill\u00admyself" is "killmyself".
 * 2. Compatibility forms and accents go (NFKD, then the marks): fullwidth "ｋｉｌｌ", mathematical
 *    "𝐤𝐢𝐥𝐥", circled and superscript letters are plain letters, "naïve" is "naive".
 * 3. Lower case, then look-alikes from other scripts are read as Latin letters (./look-alikes.ts).
 * 4. Apostrophes inside words go ("don't" → "dont").
 * The text is then cut into tokens; digits and a few symbols stay in them ("k1ll", "$uicide"),
 * since the matcher reads them as the letters they stand for.
 */

/** Format (Cf) and default-ignorable characters: nobody sees them, so nobody reads them. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;
const MARKS = /\p{M}/gu;
const APOSTROPHE_IN_WORD = /(\p{L})['’‘`´ʼ](?=\p{L})/gu;

/** Letters, digits, and the symbols people write for letters (@ $ ! | €). */
const TOKEN = /[\p{L}\p{N}@$!|€]+/gu;
/** Symbols before a word are punctuation ("!!kill"); one alone may be a letter ("!t" is "it"). */
const LEADING_PUNCTUATION = /^(?:[!|€]{2,}|€)/u;
/** "die!!!", "loser!!1": an exclamation after a word, not a letter of it. */
const TRAILING_PUNCTUATION = /[!|][!|1]*$/u;
/** A token needs a letter or a digit, or is one symbol that stands for a letter ("you're @ loser"). */
const WORDLIKE = /[\p{L}\p{N}]|^[@$]$/u;
const NUMBER = /^\p{N}+$/u;
const SPACE = /\s/u;

/** One word of a post as screening reads it. */
export interface Token {
  text: string;
  /** Digits only: what follows is often a unit ("5 kms" are kilometres). */
  number: boolean;
  /** Joined to the next token by punctuation without a space ("self-esteem", "k.i.l.l"). */
  gluedToNext: boolean;
  /**
   * Put together from letters written one by one ("k i l l", "I w i s h I w a s"): where its
   * words began is lost, so a list entry counts anywhere inside it.
   */
  spelled: boolean;
}

/** The text as screening compares it: steps 1–4 above. Entries of the lists are read the same way. */
export function simplify(text: string): string {
  const plain = text.replace(INVISIBLE, '').normalize('NFKD').replace(MARKS, '').toLowerCase();
  return withLatinLookAlikes(plain).replace(APOSTROPHE_IN_WORD, '$1');
}

interface Found {
  text: string;
  start: number;
  end: number;
}

function found(match: RegExpExecArray | RegExpMatchArray): Found | undefined {
  const raw = match[0];
  const lead = LEADING_PUNCTUATION.exec(raw)?.[0].length ?? 0;
  const rest = raw.slice(lead);
  const trail = TRAILING_PUNCTUATION.exec(rest);
  const text = trail ? rest.slice(0, trail.index) : rest;
  if (!WORDLIKE.test(text)) return undefined;
  const start = (match.index ?? 0) + lead;
  return { text, start, end: start + text.length };
}

/** The tokens of a text, in order. */
export function tokensOf(text: string): Token[] {
  const simple = simplify(text);
  const all = [...simple.matchAll(TOKEN)].map(found).filter((token) => token !== undefined);
  return all.map((token, index) => {
    const next = all[index + 1];
    return {
      text: token.text,
      number: NUMBER.test(token.text),
      gluedToNext: next !== undefined && !SPACE.test(simple.slice(token.end, next.start)),
      spelled: false,
    };
  });
}

const single = (token: Token) => [...token.text].length === 1;

/**
 * The same tokens with what was pulled apart put back together: tokens glued by punctuation
 * ("k.i.l.l", "sui-cide", "self-harm") and runs of single characters ("k i l l") become one word.
 */
function rejoined(tokens: readonly Token[]): Token[] {
  const joined: Token[] = [];
  let last: Token | undefined;
  let lastPieceSingle = false;
  for (const token of tokens) {
    const spelledOut = lastPieceSingle && single(token);
    if (last && (last.gluedToNext || spelledOut)) {
      const text = last.text + token.text;
      const spelled = last.spelled || spelledOut;
      last = { text, number: NUMBER.test(text), gluedToNext: token.gluedToNext, spelled };
      joined[joined.length - 1] = last;
    } else {
      last = token;
      joined.push(token);
    }
    lastPieceSingle = single(token);
  }
  return joined;
}

/**
 * The readings of a post screening checks: its words as written, and (when it differs) with
 * spaced or dotted letters put back together. A list entry found in either counts.
 */
export function readingsOf(text: string): Token[][] {
  const tokens = tokensOf(text);
  const together = rejoined(tokens);
  return together.length === tokens.length ? [tokens] : [tokens, together];
}
