import type { ErrorStatus, Operation } from './operation.js';
import { WRITES_NEVER_LIMITED } from './write-limits.js';

/** The status line of each refusal, as the OpenAPI response's description begins. */
export const refusalTitles: Record<ErrorStatus, string> = {
  400: 'Bad request',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  411: 'Length required',
  413: 'Body too large',
  429: 'Too many requests',
};

const isWrite = (operation: Operation): boolean => operation.method !== 'get';
const key = (operation: Operation): string => `${operation.method} ${operation.path}`;

/** A call anyone signed in makes for themselves: `signed-in` or `member`, not a staff-only one. */
const isMemberCall = (operation: Operation): boolean =>
  operation.auth === 'signed-in' || operation.auth === 'member';

/**
 * Whether service-kit's per-person write limits count this call: every write a signed-in member
 * can make, except the few that must always work (WRITES_NEVER_LIMITED). Staff-only calls are never
 * counted, and public ones (sign-in, sign-up) are counted only for a caller who is already signed in.
 */
export const isLimitedMemberWrite = (operation: Operation): boolean =>
  isWrite(operation) && isMemberCall(operation) && !WRITES_NEVER_LIMITED.includes(key(operation));

/**
 * Calls of wellness and the forum an organization admin keeps: their own data. They are `signed-in`
 * where every other call of a member there is `member`.
 */
export const ORG_ADMIN_KEEPS: readonly string[] = ['get /api/wellness/export', 'get /api/forum/export'];

/**
 * Issue 16: an organization admin looks after their district from the portal and is refused every
 * `member` call (service-kit's `refuseOrgAdmins`, which `operationRoutes` puts in front of them):
 * wellness's and the forum's, but their own data and the calls made for them (`/api/org/…`).
 */
export const refusesOrgAdmins = (operation: Operation): boolean => operation.auth === 'member';

/**
 * Every refusal a call gives and why: the rules that hold for every call of its kind, then the
 * call's own (`errors`, read from its route and use case). In status order.
 */
export function refusalsOf(operation: Operation): Map<ErrorStatus, string[]> {
  const reasons = new Map<ErrorStatus, string[]>();
  const add = (status: ErrorStatus, reason: string) =>
    reasons.set(status, [...(reasons.get(status) ?? []), reason]);

  // Every service parses bodies and queries with these schemas at its edge (zod → 400 with `issues`).
  if (operation.body) add(400, 'the body does not match its schema (`issues` says where)');
  if (operation.query) add(400, 'the query does not match its schema');
  if (operation.timeZone) add(400, 'the x-timezone header is not an IANA time zone');
  if (operation.auth !== 'public') add(401, 'no session, or one that has ended');
  if (operation.auth === 'moderator') add(403, 'the caller is not a moderator or administrator');
  if (operation.auth === 'admin') add(403, 'the caller is not an administrator');
  if (operation.auth === 'org-admin') add(403, 'the caller is not an organization admin');
  if (refusesOrgAdmins(operation))
    add(403, 'the caller is an organization admin, who looks after their district from the portal');
  // gateway/src/same-origin.ts: a write must name this origin, or carry no session cookie.
  if (isWrite(operation))
    add(403, 'it came from another site, or with a session cookie but no Origin or Referer (CSRF check)');
  if (operation.params) add(404, 'nothing the caller may see has that id');
  // The gateway checks a body's declared length before proxying it (gateway/src/body-limit.ts).
  if (operation.body) {
    add(411, 'the body came without a Content-Length (chunked)');
    add(413, 'the body is larger than the limit (100 kB unless configured)');
  }
  if (isLimitedMemberWrite(operation))
    add(429, "this person's writes this minute or hour are used up (per-person write limits)");
  for (const [status, reason] of Object.entries(operation.errors ?? {}))
    add(Number(status) as ErrorStatus, reason);

  return new Map([...reasons].sort(([a], [b]) => a - b));
}

/** The statuses an operation is documented to answer: its success and every refusal. */
export function documentedStatuses(operation: Operation): number[] {
  return [operation.status ?? 200, ...refusalsOf(operation).keys()];
}
