import type { DocumentStore } from '@heartwise/service-kit';
import { AdminActivityKind } from '@heartwise/contracts';
import { AuditEntry, AuditRecord, type AuditLog } from '../../ports/audit-log.port.js';

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
      (
        await entries.find({ kind: { $in: AdminActivityKind.options } }, { sort: { at: -1, id: -1 }, limit })
      ).map((entry) => AuditEntry.parse(entry)),
  };
}
