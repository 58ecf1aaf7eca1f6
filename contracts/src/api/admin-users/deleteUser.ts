import { OkBody } from '../../common.js';
import { UserIdParams } from '../../identity/admin-users.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const deleteUser = {
  method: 'delete',
  path: '/api/admin/users/{userId}',
  service: 'identity',
  auth: 'admin',
  params: UserIdParams,
  response: OkBody,
} as const satisfies OperationCall;

export const deleteUserDocs = {
  summary: 'Delete an account; all its sessions end (not your own, not the last admin)',
  errors: {
    400: 'the user id is not an id',
    403: 'it is your own account',
    409: 'they are the last administrator, or someone else is changing accounts right now',
  },
} as const satisfies OperationDocs;
