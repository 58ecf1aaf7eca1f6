import { AdminUserPage, AdminUsersQuery } from '../../identity/admin-user-page.js';
import type { OperationCall, OperationDocs } from '../operation.js';

// A path of its own rather than a new answer at /api/admin/users: svc-identity and mfe-admin are
// deployed apart, and an mfe-admin still parsing listUsers' array must keep working.
export const listUserPage = {
  method: 'get',
  path: '/api/admin/users/page',
  service: 'identity',
  auth: 'admin',
  query: AdminUsersQuery,
  response: AdminUserPage,
} as const satisfies OperationCall;

export const listUserPageDocs = {
  summary:
    'One page of accounts with lastActive: searched, filtered by role and sorted by name, role, joined or last active',
} as const satisfies OperationDocs;
