import { operations, operationsByName, type Operation, type OperationName } from '@heartwise/contracts';
import type { DemoRole } from './sessions.js';

/** Who makes a run's calls: a demo account, or a youth made for that run alone. */
export type Caller = DemoRole | 'throwaway';

export interface PlannedRun {
  name: string;
  caller: Caller;
  operations: string[];
}

const label = (operation: Operation) => `${operation.method.toUpperCase()} ${operation.path}`;

/** The calls, named as Schemathesis filters them (method and path), from their operations. */
const labelsOf = (...names: OperationName[]) => names.map((name) => label(operationsByName[name]));

/**
 * Calls that end the session they are made with. Each gets a run of its own with a throwaway
 * youth, so the other runs keep theirs: signing out ends it; deleting the account ends it too
 * (the generated password is never the real one, but the run must not depend on that).
 */
export const SESSION_ENDING: readonly string[] = labelsOf('logout', 'deleteMyAccount');

/** Calls only a parent gets past the role check of, run again as the demo parent. */
const PARENT_CALLS = new Set(labelsOf('requestLink', 'myLinks', 'endLink', 'youthSummaries'));

/**
 * Calls where a rule JSON Schema cannot state refuses some schema-valid requests with 400, as the
 * document says: the password strength estimate (sign-up, password change, staff creation), the
 * confirmation that must equal the password (sign-up, change), the portal deciding whether a
 * sign-in names a username or an email, a district's schools each needing a name of their own,
 * whether an activation code is one that was issued, a district helpline needing a phone number
 * or a text line, and an offline tap's `occurredAt` lying within 7 days before the server's clock.
 */
export const BEYOND_SCHEMA: readonly string[] = labelsOf(
  'login',
  'register',
  'changePassword',
  'createStaffUser',
  'createOrganization',
  'activate',
  'saveOrgSettings',
  'saveCheckIn',
  'toggleKindness',
);

/**
 * Every call of the contracts, each made by a caller its role lets in: members' calls (and the
 * public ones) as the demo youth, a parent's again as the demo parent, staff calls as the demo
 * moderator and admin. The admin run goes last: it can change roles and delete accounts.
 */
export function contractRuns(all: readonly Operation[] = operations): PlannedRun[] {
  const ending = new Set<string>(SESSION_ENDING);
  const labels = (keep: (operation: Operation) => boolean) => all.filter(keep).map(label);
  const member = (operation: Operation) =>
    operation.auth === 'public' || operation.auth === 'signed-in' || operation.auth === 'member';
  return [
    ...SESSION_ENDING.map((call) => ({
      name: `throwaway: ${call}`,
      caller: 'throwaway' as const,
      operations: [call],
    })),
    { name: 'youth', caller: 'youth', operations: labels((op) => member(op) && !ending.has(label(op))) },
    { name: 'parent', caller: 'parent', operations: labels((op) => PARENT_CALLS.has(label(op))) },
    { name: 'moderator', caller: 'moderator', operations: labels((op) => op.auth === 'moderator') },
    { name: 'org-admin', caller: 'orgAdmin', operations: labels((op) => op.auth === 'org-admin') },
    { name: 'admin', caller: 'admin', operations: labels((op) => op.auth === 'admin') },
  ];
}
