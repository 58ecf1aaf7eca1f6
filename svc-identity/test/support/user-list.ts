import { AdminUserPage, type User } from '@heartwise/contracts';

/** GET /api/admin/users/page answers a page (issue 19); a test of a small store reads its accounts. */
export const usersIn = (body: unknown): User[] => AdminUserPage.parse(body).users;

/** The list's first page, as large as a page may be: every account of a test's store. */
export const ALL_USERS_PATH = '/api/admin/users/page?pageSize=100';
