import { operations, type OperationName } from '@heartwise/contracts';

/**
 * The calls a youth makes while the app is in use, derived from the contracts: every operation
 * whose `auth` lets a youth in, minus the ones written below with their reason. A new call a youth
 * can make is therefore in the list until someone says why it is not, and the journey
 * (youth-journey.ts) must make it.
 */
const YOUTH_AUTH = new Set(['public', 'signed-in', 'member']);

/** A youth may make these, but not while using the app: each is once a person or on request. */
export const notWhileInUse: Partial<Record<OperationName, string>> = {
  loginPage: 'the sign-in page itself (a redirect), before anyone is signed in',
  register: 'signing up: once a person, before the app is in use',
  activate: 'activating an imported account: once a person, before the app is in use',
  deleteMyAccount: 'account deletion: once a person; it erases everything they own, by design',
  exportMyAccountData: 'data export: on request, reads everything the person owns',
  exportMyWellnessData: 'data export: on request, reads everything the person owns',
  exportMyForumData: 'data export: on request, reads everything the person owns',
};

/** Their auth lets any member in, but their own check refuses a youth (403). */
export const notAYouthsCall: Partial<Record<OperationName, string>> = {
  requestLink: 'only a parent asks to link with a youth',
  youthSummaries: "a parent's summaries of their linked youth",
};

/** Every call a youth makes while the app is in use, by name. */
export function youthCallsInUse(): OperationName[] {
  return operations
    .filter((operation) => YOUTH_AUTH.has(operation.auth))
    .map((operation) => operation.id as OperationName)
    .filter((name) => !(name in notWhileInUse) && !(name in notAYouthsCall));
}

/**
 * Calls that still read a whole collection on FerretDB v1, each with the collections it scans
 * (`database.collection`). Checked both ways: a call that scans and is not here fails the test, and
 * so does one here that no longer scans, so the list can only shrink. Empty since insights read
 * the figures kept per person (issue 18; svc-wellness read-models/insight-figures.ts).
 */
export const stillScans: Partial<Record<OperationName, readonly string[]>> = {};
