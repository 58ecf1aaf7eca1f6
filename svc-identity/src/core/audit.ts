import { randomUUID } from 'node:crypto';
import type { AuditLog, AuditRecord } from '../ports/audit-log.port.js';

/** What a use case needs to leave a line in the audit log. */
export interface Audited {
  audit: AuditLog;
  now: () => Date;
}

/**
 * Records an administrator's (or an organization admin's) action once it has been made. A separate write (no transactions):
 * should it fail, the action stands unlogged and the caller sees the error.
 */
export async function audit(deps: Audited, entry: Omit<AuditRecord, 'id' | 'at'>): Promise<void> {
  await deps.audit.record({ ...entry, id: randomUUID(), at: deps.now().toISOString() });
}
