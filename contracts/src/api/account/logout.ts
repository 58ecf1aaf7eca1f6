import { OkBody } from '../../common.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const logout = {
  method: 'post',
  path: '/api/logout',
  service: 'identity',
  auth: 'signed-in',
  response: OkBody,
} as const satisfies OperationCall;

export const logoutDocs = {
  summary: 'End this session',
} as const satisfies OperationDocs;
