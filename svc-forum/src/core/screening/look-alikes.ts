import unhomoglyph from 'unhomoglyph';
import { confusablesMap } from 'confusables';

/**
 * Letters from other scripts that look like Latin ones, read as the Latin letter: Cyrillic "кіll"
 * is "kill", Greek "ѕυιcіdе" is "suicide". Two well-kept tables, one after the other:
 * - Unicode's own confusables (UTS #39, the data behind the "skeleton", via `unhomoglyph`) puts
 *   every look-alike on its prototype; some prototypes are not Latin (к → ĸ, τ → ᴛ, ᴋ → ĸ);
 * - `confusables`, made for English filters, reads what is left as the Latin letter it looks like.
 * Only characters outside ASCII are mapped: the skeleton's ASCII rules (m → rn, 1 → l, 0 → O) would
 * fight lower-casing and the digit-for-letter reading, which the matcher does itself.
 */

const MARKS = /\p{M}/gu;
const OUTSIDE_ASCII = /\P{ASCII}/gu;

const seen = new Map<string, string>();

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const LATIN_LETTERS_OR_DIGITS = /^[a-z0-9]+$/;

function asLatin(char: string): string {
  const prototype = unhomoglyph(char).normalize('NFKD').replace(MARKS, '');
  const latin = [...prototype]
    .map((part) => confusablesMap.get(part) ?? part)
    .join('')
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase();
  // Punctuation stays punctuation ("—" is not the letter "ー"), unless it reads as a letter ("¡" → i).
  return LETTER_OR_DIGIT.test(char) || LATIN_LETTERS_OR_DIGITS.test(latin) ? latin : char;
}

function latinOf(char: string): string {
  let latin = seen.get(char);
  if (latin === undefined) {
    latin = asLatin(char);
    // Bounded: a post can only bring so many distinct characters, and Unicode has a finite number.
    if (seen.size < 20_000) seen.set(char, latin);
  }
  return latin;
}

/** The text with every non-ASCII look-alike read as the Latin letter it imitates (lower case). */
export function withLatinLookAlikes(text: string): string {
  return text.replace(OUTSIDE_ASCII, latinOf);
}
