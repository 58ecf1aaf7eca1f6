import { User } from '../identity/user.js';
import { UserIdParams } from '../identity/admin-users.js';
import {
  ActivationCodeBatch,
  ActivationRequest,
  IssueActivationCodesRequest,
} from '../identity/activation.js';
import type { Operation } from './operation.js';

/**
 * Activation codes (issue 16), owned by svc-identity. An organization admin issues them for their
 * own district's people who have not activated yet; the person activates on /auth.
 */
export const activationOperations = {
  issueActivationCodes: {
    method: 'post',
    path: '/api/org/activation-codes',
    summary:
      'Fresh activation codes for everyone not yet activated in a school (or one of its classes); their earlier codes stop working',
    service: 'identity',
    auth: 'org-admin',
    body: IssueActivationCodesRequest,
    response: ActivationCodeBatch,
    status: 201,
    errors: {
      404: "the school (or class) is not one of the caller's district",
    },
  },
  resendActivationCode: {
    method: 'post',
    path: '/api/org/people/{userId}/activation-code',
    summary: 'A fresh activation code for one person ("resend activation"); their earlier code stops working',
    service: 'identity',
    auth: 'org-admin',
    params: UserIdParams,
    response: ActivationCodeBatch,
    status: 201,
    errors: {
      404: "nobody of the caller's district with that id is active and waiting to activate",
    },
  },
  activate: {
    method: 'post',
    path: '/api/activate',
    summary: 'Activate an imported account: its code and a new password; signs the person in',
    service: 'identity',
    auth: 'public',
    body: ActivationRequest,
    response: User,
    errors: {
      400: "the code is not right, used or expired (one answer for all three), the passwords don't match, or the password is too easy to guess",
      403: 'a staff account activating on the main site: it signs in on its portal',
      429: 'too many wrong codes from this network just now',
    },
  },
} as const satisfies Record<string, Operation>;
