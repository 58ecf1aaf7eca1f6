import { ActivationCodeBatch } from '../../identity/activation.js';
import { UserIdParams } from '../../identity/admin-users.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const resendActivationCode = {
  method: 'post',
  path: '/api/org/people/{userId}/activation-code',
  service: 'identity',
  auth: 'org-admin',
  params: UserIdParams,
  response: ActivationCodeBatch,
  status: 201,
} as const satisfies OperationCall;

export const resendActivationCodeDocs = {
  summary: 'A fresh activation code for one person ("resend activation"); their earlier code stops working',
  errors: {
    404: "nobody of the caller's district with that id is active and waiting to activate",
  },
} as const satisfies OperationDocs;
