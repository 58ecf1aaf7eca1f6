import { UpdateProfileRequest } from '../../identity/account.js';
import { User } from '../../identity/user.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const updateProfile = {
  method: 'patch',
  path: '/api/user',
  service: 'identity',
  auth: 'signed-in',
  body: UpdateProfileRequest,
  response: User,
} as const satisfies OperationCall;

export const updateProfileDocs = {
  summary: 'Change your own first or last name, or whose helplines you see',
  errors: { 409: 'the account was being changed at the same moment' },
} as const satisfies OperationDocs;
