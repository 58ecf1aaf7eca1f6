/**
 * Browsers a person has signed in on before (issue 15). The proof is a token the browser keeps in
 * a long-lived httpOnly cookie; it only lets that browser skip the waits strangers caused on the
 * account, never the password, so a stolen one cannot be used to guess faster.
 */
export interface KnownDevices {
  /** This browser's device id when `token` shows it signed in to `userId` before; else null. */
  recognise(token: string | undefined, userId: string): string | null;
  /** The token to give the browser now that `userId` signed in on it (the accounts it knew, kept). */
  remember(token: string | undefined, userId: string): string;
}
