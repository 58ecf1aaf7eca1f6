import { User } from '../identity/user.js';
import { OkBody } from '../common.js';
import {
  AdminUserList,
  ChangeRoleRequest,
  CreateStaffRequest,
  UserIdParams,
} from '../identity/admin-users.js';
import type { Operation } from './operation.js';

/** svc-identity's calls for administrators' work on accounts: list, create staff, change roles, delete. */
export const adminUserOperations = {
  listUsers: {
    method: 'get',
    path: '/api/admin/users',
    summary: 'Every account, newest first, with lastActive',
    service: 'identity',
    auth: 'admin',
    response: AdminUserList,
  },
  createStaffUser: {
    method: 'post',
    path: '/api/admin/users',
    summary: 'Create a moderator or administrator account (username generated)',
    service: 'identity',
    auth: 'admin',
    body: CreateStaffRequest,
    response: User,
    status: 201,
    errors: {
      400: 'the password is too easy to guess',
      409: 'an account with this email already exists',
    },
  },
  changeUserRole: {
    method: 'put',
    path: '/api/admin/users/{userId}/role',
    summary: "Change someone's role; all their sessions end (not your own, not the last admin)",
    service: 'identity',
    auth: 'admin',
    params: UserIdParams,
    body: ChangeRoleRequest,
    response: User,
    errors: {
      400: 'the user id is not an id',
      403: 'it is your own role',
      409: 'they are the last administrator, or someone else is changing accounts right now',
    },
  },
  deleteUser: {
    method: 'delete',
    path: '/api/admin/users/{userId}',
    summary: 'Delete an account; all its sessions end (not your own, not the last admin)',
    service: 'identity',
    auth: 'admin',
    params: UserIdParams,
    response: OkBody,
    errors: {
      400: 'the user id is not an id',
      403: 'it is your own account',
      409: 'they are the last administrator, or someone else is changing accounts right now',
    },
  },
} as const satisfies Record<string, Operation>;
