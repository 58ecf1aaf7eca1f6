/**
 * The words a thread is found by, and the words a search asks for, normalised the same way:
 * lower case, accents dropped (NFKD without marks), split at anything not a letter or digit.
 * Words of one character, words without a letter (numbers) and the commonest English words are not
 * indexed: they would find nearly everything and make the index's biggest lists.
 */
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can do for from had has have he her his i if in into is it its ' +
    'me my of on or our she so than that the their them then there they this to too up was we ' +
    'were what when who will with you your am im ive dont just not no been being did does'
  ).split(' '),
);

/** At most this many distinct words of one thread are indexed (the first ones it uses). */
export const MAX_INDEXED_WORDS = 40;
/** At most this many words of a search are used. */
export const MAX_SEARCH_WORDS = 6;

const hasLetter = /\p{L}/u;

function wordsIn(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && hasLetter.test(word) && !STOP_WORDS.has(word));
}

const distinct = (words: string[], max: number): string[] => [...new Set(words)].slice(0, max);

/** A thread's words: its title's, then its post's. */
export const threadWords = (thread: { title: string; content: string }): string[] =>
  distinct(wordsIn(`${thread.title} ${thread.content}`), MAX_INDEXED_WORDS);

/** What a search asks for; empty when it holds no word that is indexed. */
export const searchWords = (query: string): string[] => distinct(wordsIn(query), MAX_SEARCH_WORDS);

/** Whether the thread holds every word asked for (its words as they are now, edits included). */
export function matchesWords(thread: { title: string; content: string }, words: readonly string[]): boolean {
  if (!words.length) return true;
  const own = new Set(wordsIn(`${thread.title} ${thread.content}`));
  return words.every((word) => own.has(word));
}
