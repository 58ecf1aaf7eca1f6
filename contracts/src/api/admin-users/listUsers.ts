import { AdminUserList } from '../../identity/admin-users.js';
import type { OperationCall, OperationDocs } from '../operation.js';

// Kept for mfe-admin releases before the paged list (`listUserPage`), which parse this array; to be
// removed once none is deployed.
export const listUsers = {
  method: 'get',
  path: '/api/admin/users',
  service: 'identity',
  auth: 'admin',
  response: AdminUserList,
} as const satisfies OperationCall;

export const listUsersDocs = {
  summary:
    'Every account, newest first, with lastActive. Kept for mfe-admin releases before the paged list (listUserPage); to be removed once none is deployed',
} as const satisfies OperationDocs;
