import { OkBody } from '../../common.js';
import { ChangePasswordRequest } from '../../identity/account.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const changePassword = {
  method: 'post',
  path: '/api/user/password',
  service: 'identity',
  auth: 'signed-in',
  body: ChangePasswordRequest,
  response: OkBody,
} as const satisfies OperationCall;

export const changePasswordDocs = {
  summary: 'Change your own password; your other sessions end, this one stays',
  errors: {
    400: 'the current password is not right, or the new one is too easy to guess',
    409: 'the account was being changed at the same moment',
    429: 'too many tries with the wrong password',
  },
} as const satisfies OperationDocs;
