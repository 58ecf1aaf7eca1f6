import type { UserRecord } from '../user.record.js';

/**
 * Who an activation code is for (issue 16): an account of a district that its owner has not
 * activated yet (no password) and that the district has not turned off.
 */
export const waitingToActivate = (record: UserRecord): boolean =>
  record.organizationId !== null && record.passwordHash === null && record.deactivatedAt === null;
