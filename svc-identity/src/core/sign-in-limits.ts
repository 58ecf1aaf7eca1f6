/** What the sign-in and sign-up throttles count and what a person reads when they slow someone down. */
import { createHash } from 'node:crypto';
import { type DomainError, tooManyRequests } from '@heartwise/service-kit/domain';
import type { SignInRefusal } from '../ports/sign-in-throttle.port.js';

/** "8 seconds", "1 minute", "15 minutes": the wait in the largest unit a person reads easily. */
export function waitInWords(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * Too many tries, with how long to wait (the error handler answers 429 with Retry-After). When
 * only the address is being slowed (many failures from one network, e.g. a school), the sentence
 * says so, so nobody there thinks their own account is in trouble.
 */
export function tooManySignInAttempts(refusal: SignInRefusal): DomainError {
  const wait = waitInWords(refusal.retryAfterSeconds);
  return tooManyRequests(
    refusal.slowed === 'network'
      ? `We're seeing a lot of sign-in attempts from your network. Please try again in ${wait}.`
      : `Too many sign-in attempts. Please try again in ${wait}.`,
    refusal.retryAfterSeconds,
  );
}

export function tooManyPasswordAttempts(retryAfterSeconds: number): DomainError {
  return tooManyRequests(
    `Too many tries with the wrong password. Please try again in ${waitInWords(retryAfterSeconds)}.`,
    retryAfterSeconds,
  );
}

export function tooManySignUps(retryAfterSeconds: number): DomainError {
  return tooManyRequests(
    `A lot of accounts were made from your network just now. Please try again in ${waitInWords(retryAfterSeconds)}.`,
    retryAfterSeconds,
  );
}

/**
 * The throttle's name for an account: its id once we know it exists, else what was typed (hashed:
 * a name of any length, always one short key), so unknown names are counted just like real ones.
 */
export function accountKey(found: { id: string } | null, typed: string): string {
  if (found) return `user:${found.id}`;
  const digest = createHash('sha256').update(typed.trim().toLowerCase()).digest('base64url');
  return `name:${digest.slice(0, 22)}`;
}

/** Too many wrong activation codes from one network (a school shares one): it says so, kindly. */
export function tooManyActivationTries(retryAfterSeconds: number): DomainError {
  return tooManyRequests(
    `A lot of activation codes were tried from your network just now. Please try again in ${waitInWords(retryAfterSeconds)}.`,
    retryAfterSeconds,
  );
}
