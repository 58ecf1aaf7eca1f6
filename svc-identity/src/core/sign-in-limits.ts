/** What the sign-in throttle counts and what a person reads when it refuses. */
import { tooManyRequests, type HttpError } from '@heartwise/service-kit';

function minutes(retryAfterSeconds: number): string {
  const count = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${count} ${count === 1 ? 'minute' : 'minutes'}`;
}

/** 429 with Retry-After (the error handler sets the header from retryAfterSeconds). */
export function tooManySignInAttempts(retryAfterSeconds: number): HttpError {
  return tooManyRequests(
    `Too many sign-in attempts. Please try again in ${minutes(retryAfterSeconds)}.`,
    retryAfterSeconds,
  );
}

export function tooManyPasswordAttempts(retryAfterSeconds: number): HttpError {
  return tooManyRequests(
    `Too many tries with the wrong password. Please try again in ${minutes(retryAfterSeconds)}.`,
    retryAfterSeconds,
  );
}

/** The throttle's name for an account: its id once we know it exists, else what was typed. */
export function accountKey(found: { id: string } | null, typed: string): string {
  return found ? `user:${found.id}` : `name:${typed.trim().toLowerCase()}`;
}
