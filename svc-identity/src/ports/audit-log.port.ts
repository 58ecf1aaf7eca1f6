import { z } from 'zod';
import { AdminActivityKind, Id, IsoDateTime, Role } from '@heartwise/contracts';

/**
 * One administrator action as the audit log keeps it: ids and roles only, never a name or an
 * email, so a deleted person's details live nowhere (names are looked up when the log is read).
 */
export const AuditEntry = z.object({
  id: Id,
  kind: AdminActivityKind,
  actorId: Id,
  /** The person acted on; for a link decision, the link's parent. */
  subjectId: Id,
  /** A link decision's youth. */
  youthId: Id.optional(),
  fromRole: Role.optional(),
  toRole: Role.optional(),
  at: IsoDateTime,
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export interface AuditLog {
  record(entry: AuditEntry): Promise<void>;
  /** The latest entries, newest first. */
  newest(limit: number): Promise<AuditEntry[]>;
}
