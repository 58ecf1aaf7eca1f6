import { ChangeRoleRequest, UserIdParams } from '../../identity/admin-users.js';
import { User } from '../../identity/user.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const changeUserRole = {
  method: 'put',
  path: '/api/admin/users/{userId}/role',
  service: 'identity',
  auth: 'admin',
  params: UserIdParams,
  body: ChangeRoleRequest,
  response: User,
} as const satisfies OperationCall;

export const changeUserRoleDocs = {
  summary: "Change someone's role; all their sessions end (not your own, not the last admin)",
  errors: {
    400: 'the user id is not an id',
    403: 'it is your own role',
    409: 'they are the last administrator, or someone else is changing accounts right now',
  },
} as const satisfies OperationDocs;
