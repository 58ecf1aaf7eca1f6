import { RegisterRequest } from '../../identity/auth.js';
import { User } from '../../identity/user.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const register = {
  method: 'post',
  path: '/api/register',
  service: 'identity',
  auth: 'public',
  body: RegisterRequest,
  response: User,
  status: 201,
} as const satisfies OperationCall;

export const registerDocs = {
  summary: 'Create a youth or parent account',
  errors: {
    400: "the passwords don't match, or the password is too easy to guess",
    409: 'an account with this email already exists',
    429: 'too many accounts were made from this network just now',
  },
} as const satisfies OperationDocs;
