import type { Logger } from '@heartwise/service-kit/domain';
import type { OrganizationRepository } from '../../ports/organization.repository.port.js';
import type { AdminDeps } from '../admin-roster.js';
import { settingsOf } from '../organization.record.js';
import { removeAccount } from './delete-account.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionDeps extends AdminDeps {
  organizations: Pick<OrganizationRepository, 'list'>;
  logger: Pick<Logger, 'info'>;
}

/** Thrown inside the deletion's lock when the account is no longer due (turned back on meanwhile). */
class NoLongerDue extends Error {}

/**
 * Leaving (issue 16): deletes the deactivated accounts of every district whose retention period
 * (its `retentionDays` setting) has passed, by the same path as any account deletion (one write
 * with identity.user.deleted, so every service erases the person's data; then every session
 * ends). At most `limit` per run, so a run stays short; what is left waits for the next one.
 * **(protective)** Each account is read again inside the deletion's lock: someone reactivated
 * since the list was read is kept. Returns how many accounts were deleted.
 */
export async function sweepExpiredAccounts(deps: RetentionDeps, limit: number): Promise<number> {
  let deleted = 0;
  for (const district of await deps.organizations.list()) {
    if (deleted >= limit) break;
    const cutoff = new Date(deps.now().getTime() - settingsOf(district).retentionDays * DAY_MS).toISOString();
    const due = await deps.users.deactivatedBefore(district.id, cutoff, limit - deleted);
    for (const person of due) {
      try {
        const gone = await removeAccount(deps, person.id, (record) => {
          const stillDue =
            record.deactivatedAt !== null && Date.parse(record.deactivatedAt) <= Date.parse(cutoff);
          if (!stillDue || record.organizationId !== district.id) throw new NoLongerDue();
        });
        if (gone) deleted += 1;
      } catch (error) {
        if (!(error instanceof NoLongerDue)) throw error;
      }
    }
  }
  if (deleted > 0) deps.logger.info({ deleted }, 'deleted deactivated accounts past their retention');
  return deleted;
}
