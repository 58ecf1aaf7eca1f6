import type { DocumentStore } from '@heartwise/service-kit';
import { AuditEntry, type AuditLog } from '../../ports/audit-log.port.js';

/** The `audit_log` collection: one document per administrator action, never updated. */
export function auditLog(store: DocumentStore): AuditLog {
  const entries = store.collection<AuditEntry>({
    name: 'audit_log',
    schema: AuditEntry,
    indexes: [{ fields: { at: -1 } }],
  });
  return {
    async record(entry) {
      await entries.insert(entry);
    },
    newest: (limit) => entries.find({}, { sort: { at: -1, id: -1 }, limit }),
  };
}
