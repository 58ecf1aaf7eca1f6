import { LoginRequest } from '../../identity/auth.js';
import { User } from '../../identity/user.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const login = {
  method: 'post',
  path: '/api/login',
  service: 'identity',
  auth: 'public',
  body: LoginRequest,
  response: User,
} as const satisfies OperationCall;

export const loginDocs = {
  summary: 'Sign in with username (main domain) or email (portals)',
  errors: {
    400: 'a username is needed on the main site, an email on the portals',
    401: 'the username (or email) or password is not right',
    403: 'a staff account on the main site, or an account the portal is not for',
    429: 'too many sign-in attempts for this account or from this network just now',
  },
} as const satisfies OperationDocs;
