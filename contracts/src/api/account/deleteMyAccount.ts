import { OkBody } from '../../common.js';
import { DeleteAccountRequest } from '../../identity/account.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const deleteMyAccount = {
  method: 'delete',
  path: '/api/user',
  service: 'identity',
  auth: 'signed-in',
  body: DeleteAccountRequest,
  response: OkBody,
} as const satisfies OperationCall;

export const deleteMyAccountDocs = {
  summary:
    'Delete your own account (youth and parents; password again); every service erases or anonymises your data',
  errors: {
    403: "the password is not right, or it is a staff account (an administrator's to remove)",
    409: 'someone else is changing accounts right now',
    429: 'too many tries with the wrong password',
  },
} as const satisfies OperationDocs;
