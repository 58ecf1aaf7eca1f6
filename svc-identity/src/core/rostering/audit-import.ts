import { audit, type Audited } from '../audit.js';
import type { RosterImportRecord } from './import/roster-import.record.js';

/**
 * The audit line an import's job leaves once it has applied or rolled back: the district and what
 * the import does to people (its preview's counts). The actor is whoever uploaded it: a district
 * has one organization admin (made with the district; no role change makes another).
 */
export async function auditImportJob(
  deps: Audited,
  record: RosterImportRecord,
  kind: 'apply' | 'rollback',
): Promise<void> {
  const { people } = record.preview;
  await audit(deps, {
    kind: kind === 'apply' ? 'roster-import-applied' : 'roster-import-rolled-back',
    actorId: record.createdBy.userId,
    organizationId: record.organizationId,
    people: {
      created: people.create.count,
      changed: people.change.count,
      deactivated: people.deactivate.count,
    },
  });
}
