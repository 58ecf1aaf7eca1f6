import { AdminUserList } from '../../identity/admin-users.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const listUsers = {
  method: 'get',
  path: '/api/admin/users',
  service: 'identity',
  auth: 'admin',
  response: AdminUserList,
} as const satisfies OperationCall;

export const listUsersDocs = {
  summary: 'Every account, newest first, with lastActive',
} as const satisfies OperationDocs;
