import { z } from 'zod';
import {
  AdminActivityKind,
  DistrictActivityKind,
  Id,
  IsoDateTime,
  OrgSettings,
  Role,
} from '@heartwise/contracts';

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

const Count = z.number().int().nonnegative();

/**
 * Any line of the log: a platform admin's action, or an organization admin's (issue 16), which
 * also names the district it happened in and, by kind, what it was done to — still ids and counts
 * only (a school's, a class's, a district's name is looked up when the log is read).
 */
export const AuditRecord = AuditEntry.extend({
  kind: z.union([AdminActivityKind, DistrictActivityKind]),
  /** Absent for a district action on no one person: an import, a batch of codes, settings. */
  subjectId: Id.optional(),
  organizationId: Id.optional(),
  /** A batch of activation codes: its school, and class (OneRoster sourcedId) when it was one. */
  schoolId: Id.optional(),
  classId: z.string().optional(),
  /** How many activation codes a batch made. */
  count: Count.optional(),
  /** What an import did to people (its preview's counts). */
  people: z.object({ created: Count, changed: Count, deactivated: Count }).optional(),
  /** Which of a district's settings changed; never their values. */
  settings: z.array(OrgSettings.keyof()).optional(),
});
export type AuditRecord = z.infer<typeof AuditRecord>;

/** Narrows the log (issue 19): one kind, one actor, and `from` ≤ at < `to`. */
export interface AuditFilter {
  kind?: AuditRecord['kind'];
  actorId?: string;
  from?: string;
  to?: string;
}

/** Where the previous page ended: its last entry's time and id (the log's order is at, then id). */
export interface AuditPosition {
  at: string;
  id: string;
}

export interface AuditLog {
  record(entry: AuditRecord): Promise<void>;
  /** The latest entries, platform admins' and organization admins' alike, newest first. */
  newest(limit: number): Promise<AuditRecord[]>;
  /** Up to `limit` entries matching `filter` strictly older than `after` (null: the newest), newest first. */
  page(filter: AuditFilter, after: AuditPosition | null, limit: number): Promise<AuditRecord[]>;
}
