/**
 * Sign-in slowing (issue 15): growing waits for whoever keeps failing, never a lock on the owner.
 * Checked before the password hash, so a slowed guesser costs us no scrypt.
 */
export interface SignInAttempt {
  /** The account tried: its id when it exists, else the name that was typed. */
  account: string;
  /** Where the attempt came from (the client's address), when known. */
  address?: string;
  /**
   * This browser's id when its known-device cookie shows it signed in to this account before:
   * such an attempt is held only to its own device's tries, never to the waits strangers caused.
   */
  knownDevice?: string;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Why an attempt must wait: the account (its tries here, or everyone's), or the whole network. */
export interface SignInRefusal {
  retryAfterSeconds: number;
  slowed: 'account' | 'network';
}

export type SignInVerdict = { allowed: true } | ({ allowed: false } & SignInRefusal);

export interface SignInThrottle {
  /** Before the hash: may this attempt go ahead now? An attempt that may is counted at once. */
  begin(attempt: SignInAttempt): Promise<SignInVerdict>;
  /** The password was wrong: the account's and the address's waits grow too (a stranger's only). */
  failed(attempt: SignInAttempt): Promise<void>;
  /** The password was right: this device's (or this address's) tries on the account start afresh. */
  succeeded(attempt: SignInAttempt): Promise<void>;
}
