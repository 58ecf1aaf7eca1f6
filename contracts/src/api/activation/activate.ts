import { ActivationRequest } from '../../identity/activation.js';
import { User } from '../../identity/user.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const activate = {
  method: 'post',
  path: '/api/activate',
  service: 'identity',
  auth: 'public',
  body: ActivationRequest,
  response: User,
} as const satisfies OperationCall;

export const activateDocs = {
  summary: 'Activate an imported account: its code and a new password; signs the person in',
  errors: {
    400: "the code is not right, used or expired (one answer for all three), the passwords don't match, or the password is too easy to guess",
    403: 'a staff account activating on the main site: it signs in on its portal',
    429: 'too many wrong codes from this network just now',
  },
} as const satisfies OperationDocs;
