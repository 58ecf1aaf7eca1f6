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

/** What an organization admin does to their district's people (issue 16). */
export const DistrictActivityKind = z.enum(['member-deactivated', 'member-reactivated']);
export type DistrictActivityKind = z.infer<typeof DistrictActivityKind>;

/**
 * Any line of the log: a platform admin's action, or an organization admin's, which also names
 * the district it happened in. The platform admin's activity feed shows only its own kinds.
 */
export const AuditRecord = AuditEntry.extend({
  kind: z.union([AdminActivityKind, DistrictActivityKind]),
  organizationId: Id.optional(),
});
export type AuditRecord = z.infer<typeof AuditRecord>;

export interface AuditLog {
  record(entry: AuditRecord): Promise<void>;
  /** The latest platform admin entries (AdminActivityKind), newest first. */
  newest(limit: number): Promise<AuditEntry[]>;
}
