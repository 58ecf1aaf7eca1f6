import { z } from 'zod';
import { IsoDateTime } from '../common.js';
import { AdminActivity, AdminActivityKind, DistrictActivityKind } from './figures.js';

export const ADMIN_ACTIVITY_PAGE_SIZE = 20;
export const MAX_ADMIN_ACTIVITY_PAGE_SIZE = 100;

/** Any kind of line the audit log holds: a platform admin's action or a district admin's. */
export const AuditKind = z.enum([...AdminActivityKind.options, ...DistrictActivityKind.options], {
  error: "That isn't a kind of admin action the log keeps.",
});
export type AuditKind = z.infer<typeof AuditKind>;

/**
 * GET /api/admin/activity (issue 19): the whole audit log, newest first, a page at a time. `kind`
 * and `actorId` (who did it) narrow it; `from` (inclusive) and `to` (exclusive) are instants, so
 * the browser says where the admin's day starts. `cursor` is the previous page's `nextCursor`.
 */
export const AdminActivityQuery = z.object({
  kind: AuditKind.optional(),
  actorId: z.uuid("That doesn't look like an account id.").optional(),
  from: IsoDateTime.optional(),
  to: IsoDateTime.optional(),
  cursor: z.string().min(1).max(200).optional(),
  limit: z.coerce
    .number('The page size must be a number.')
    .int('The page size must be a whole number.')
    .min(1, 'A page holds at least 1 entry.')
    .max(MAX_ADMIN_ACTIVITY_PAGE_SIZE, `A page holds at most ${MAX_ADMIN_ACTIVITY_PAGE_SIZE} entries.`)
    .default(ADMIN_ACTIVITY_PAGE_SIZE),
});
// A range whose start is not before its end holds no entry: an empty page, not a refusal (the
// admin's form says so before asking; Schemathesis found a schema-valid equal pair refused).
export type AdminActivityQuery = z.infer<typeof AdminActivityQuery>;
export type AdminActivityQueryInput = z.input<typeof AdminActivityQuery>;

/** A page of the log; ask for older entries with `nextCursor` (null when there are none). */
export const AdminActivityPage = z
  .object({
    entries: z.array(AdminActivity),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'AdminActivityPage' });
export type AdminActivityPage = z.infer<typeof AdminActivityPage>;
