import { runtimeSlot } from '../version.js';

/**
 * How a page tells that someone's session ended: a call that needs a session was answered 401. A
 * public call's 401 is its own answer (a wrong password at sign-in), never this. The API client
 * marks the failures of calls that need a session; the mark is a page-wide symbol, so the rule
 * reads a failure from any copy of this major the same way.
 */
const NEEDS_SESSION = Symbol.for(`heartwise.${runtimeSlot('needs-session')}`);

/** What the page says when a session ends (SPEC §8 "Unauthorized"). */
export const SIGNED_OUT_NOTICE = {
  title: 'Unauthorized',
  description: 'You are logged out. Logging in again...',
} as const;

/** The client's mark on the failure of a call that needs a session. */
export function markNeedsSession(error: unknown): void {
  if (typeof error === 'object' && error !== null && !(NEEDS_SESSION in error))
    Object.defineProperty(error, NEEDS_SESSION, { value: true });
}

const statusOf = (error: object): unknown => (error as { status?: unknown }).status;

/**
 * The session ended: a 401 from a call that needs a session, or an error it caused (`cause`, or one
 * of an AggregateError's `errors`: a page that gathers several calls into one failure).
 */
export function sessionEnded(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  if (NEEDS_SESSION in error && statusOf(error) === 401) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (sessionEnded(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner: unknown) => sessionEnded(inner, depth + 1));
}
