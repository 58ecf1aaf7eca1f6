import { User } from '../../identity/user.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const currentUser = {
  method: 'get',
  path: '/api/user',
  service: 'identity',
  auth: 'signed-in',
  response: User,
} as const satisfies OperationCall;

export const currentUserDocs = {
  summary: 'The signed-in user (401 when signed out)',
} as const satisfies OperationDocs;
