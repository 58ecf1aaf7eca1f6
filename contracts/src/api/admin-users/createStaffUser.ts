import { CreateStaffRequest } from '../../identity/admin-users.js';
import { User } from '../../identity/user.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const createStaffUser = {
  method: 'post',
  path: '/api/admin/users',
  service: 'identity',
  auth: 'admin',
  body: CreateStaffRequest,
  response: User,
  status: 201,
} as const satisfies OperationCall;

export const createStaffUserDocs = {
  summary: 'Create a moderator or administrator account (username generated)',
  errors: {
    400: 'the password is too easy to guess',
    409: 'an account with this email already exists',
  },
} as const satisfies OperationDocs;
