import type { DocumentStore } from '@heartwise/service-kit';
import { AdminActivityKind, DistrictActivityKind } from '@heartwise/contracts';
import { AuditRecord, type AuditLog } from '../../ports/audit-log.port.js';

/** Every kind the log holds: the platform admin's feed shows districts' actions beside its own. */
const SHOWN_KINDS = [...AdminActivityKind.options, ...DistrictActivityKind.options];

/** The `audit_log` collection: one document per administrator action, never updated. */
export function auditLog(store: DocumentStore): AuditLog {
  const entries = store.collection<AuditRecord>({
    name: 'audit_log',
    schema: AuditRecord,
    indexes: [{ fields: { at: -1 } }],
  });
  return {
    async record(entry) {
      await entries.insert(entry);
    },
    newest: async (limit) =>
      (await entries.find({ kind: { $in: SHOWN_KINDS } }, { sort: { at: -1, id: -1 }, limit })).map((entry) =>
        AuditRecord.parse(entry),
      ),
  };
}
