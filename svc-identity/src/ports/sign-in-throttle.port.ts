/**
 * Failed sign-ins counted per account and per address (issue: identity). Checked before the
 * password hash, so a locked-out guesser costs us no scrypt; counted only when an attempt fails.
 */
export interface SignInAttempt {
  /** The account tried: its id when it exists, else the name that was typed. */
  account: string;
  /** Where the attempt came from (the client's address), when known. */
  address?: string;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface SignInThrottle {
  check(attempt: SignInAttempt): Promise<ThrottleVerdict>;
  recordFailure(attempt: SignInAttempt): Promise<void>;
  /** A right password: the account starts afresh (the address keeps its count). */
  recordSuccess(attempt: SignInAttempt): Promise<void>;
}
