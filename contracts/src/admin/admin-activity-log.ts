import { z } from 'zod';
import { IsoDateTime } from '../common.js';
import { pageCursorParam, pageSizeParam } from '../paging.js';
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
  cursor: pageCursorParam(
    'That page of the activity log has expired. Please start again from the newest.',
    200,
  ).optional(),
  limit: pageSizeParam({
    max: MAX_ADMIN_ACTIVITY_PAGE_SIZE,
    fallback: ADMIN_ACTIVITY_PAGE_SIZE,
    rows: ['entry', 'entries'],
  }),
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
