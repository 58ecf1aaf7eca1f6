/**
 * How hard a new password is to guess (issue 15), by zxcvbn's estimate with its common and
 * breached-password dictionaries (@zxcvbn-ts/language-common: the most common passwords of public
 * breaches, keyboard patterns, diceware words) and the person's own names, email and username.
 * Server-side only: the front ends show the sentence this returns.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { invalid } from '@heartwise/service-kit/domain';

/**
 * At least 10^8 guesses by zxcvbn's estimate: the edge of its score 3 ("safely unguessable"),
 * taken inclusively so that eight random characters (10^8 guesses, the shortest SPEC allows)
 * pass, while anything built from a common or breached password, a keyboard walk, a repeat, a
 * sequence, a date or the person's own name is refused.
 */
export const MIN_GUESSES_LOG10 = 8;

export const PASSWORD_TOO_EASY = 'That password is too easy to guess. Try a few unrelated words together.';
export const PASSWORD_TOO_PERSONAL =
  'That password is too close to your name or email, so it is easy to guess. Try a few unrelated words together.';

// Levenshtein matching stays off (~30 ms of the event loop per check; l33t, reversed and
// capitalised variants are matched without it). Only the first 64 characters are weighed and l33t
// substitutions are capped: a crafted 200-character password then costs at most ~20 ms, not 270.
const estimator = new ZxcvbnFactory({
  graphs: adjacencyGraphs,
  dictionary,
  maxLength: 64,
  l33tMaxSubstitutions: 15,
});

/** What we know of the person the password is for: their own words are the first guesses. */
export interface PasswordOwner {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  username?: string | null;
}

/**
 * The owner's words, whole and in pieces ("ana.silva@example.com" → that, "ana.silva", "ana",
 * "silva"; the email's domain is nobody's own word). Three letters at least.
 */
function ownWords(owner: PasswordOwner): string[] {
  const lower = (word: string | null | undefined) => word?.trim().toLowerCase() ?? '';
  const email = lower(owner.email);
  const named = [
    lower(owner.firstName),
    lower(owner.lastName),
    email.split('@')[0] ?? '',
    lower(owner.username),
  ];
  const pieces = named.flatMap((word) => word.split(/[^\p{L}\p{N}]+/u));
  return [...new Set([email, ...named, ...pieces])].filter((word) => word.length >= 3);
}

/** The password with the owner's words taken out, or null when it holds none of them. */
function withoutOwnWords(password: string, words: string[]): string | null {
  let rest = password.toLowerCase();
  for (const word of [...words].sort((a, b) => b.length - a.length)) rest = rest.split(word).join('');
  return rest.length < password.length ? rest : null;
}

/**
 * Null when the password is hard enough to guess; otherwise the sentence to show the person.
 * zxcvbn prices any password of three parts at 10^8 guesses at least, so "anasilva1" would pass
 * for Ana Silva: a password that holds the owner's own words must be hard to guess without them.
 */
export function passwordStrengthProblem(password: string, owner: PasswordOwner = {}): string | null {
  const words = ownWords(owner);
  const result = estimator.check(password, words);
  if (result.guessesLog10 < MIN_GUESSES_LOG10) {
    const personal = result.sequence.some(
      (match) => match.pattern === 'dictionary' && match.dictionaryName === 'userInputs',
    );
    return personal ? PASSWORD_TOO_PERSONAL : PASSWORD_TOO_EASY;
  }
  const rest = withoutOwnWords(password, words);
  if (rest === null || estimator.check(rest).guessesLog10 >= MIN_GUESSES_LOG10) return null;
  return PASSWORD_TOO_PERSONAL;
}

/** Refuses (400, in the same voice) a password that is easy to guess, before anything is stored. */
export function assertStrongPassword(password: string, owner: PasswordOwner): void {
  const problem = passwordStrengthProblem(password, owner);
  if (problem) throw invalid(problem);
}
