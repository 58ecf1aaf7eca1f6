import { z } from 'zod';
import { freeText } from '../common.js';
import { pageSizeParam } from '../paging.js';
import { Role, User } from './user.js';

export const ADMIN_USERS_PAGE_SIZE = 25;
export const MAX_ADMIN_USERS_PAGE_SIZE = 100;

/** The columns User Management sorts by: full name, role, joined (createdAt), last active. */
export const AdminUserSort = z
  .enum(['name', 'role', 'joined', 'lastActive'], 'Please sort by name, role, joined or last active.')
  .meta({ id: 'AdminUserSort' });
export type AdminUserSort = z.infer<typeof AdminUserSort>;

export const SortDirection = z
  .enum(['asc', 'desc'], 'Please sort asc or desc.')
  .meta({ id: 'SortDirection' });
export type SortDirection = z.infer<typeof SortDirection>;

/**
 * GET /api/admin/users/page (issue 19): one page of accounts, never all of them. `q` is SPEC §5's
 * search (a case-insensitive substring of the username, the email or the full name), `role` the
 * role filter; ties in the sorted column are broken by the account id, so paging never skips or
 * repeats anyone. `page` counts from 1.
 */
export const AdminUsersQuery = z.object({
  q: freeText({ min: 0, max: 100 }).optional(),
  role: Role.optional(),
  sort: AdminUserSort.default('joined'),
  direction: SortDirection.default('desc'),
  page: z.coerce
    .number('The page must be a number.')
    .int('The page must be a whole number.')
    .min(1, 'Pages count from 1.')
    .max(100_000, 'There are not that many pages.')
    .default(1),
  pageSize: pageSizeParam({
    max: MAX_ADMIN_USERS_PAGE_SIZE,
    fallback: ADMIN_USERS_PAGE_SIZE,
    rows: ['account', 'accounts'],
  }),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;
export type AdminUsersQueryInput = z.input<typeof AdminUsersQuery>;

/** A page of accounts: `total` counts every match of the search and filter, on every page. */
export const AdminUserPage = z
  .object({
    users: z.array(User),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  })
  .meta({ id: 'AdminUserPage' });
export type AdminUserPage = z.infer<typeof AdminUserPage>;
