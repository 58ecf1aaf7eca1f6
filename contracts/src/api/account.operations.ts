import { OkBody } from '../common.js';
import { LoginRequest, RegisterRequest } from '../identity/auth.js';
import { User } from '../identity/user.js';
import { ChangePasswordRequest, DeleteAccountRequest, UpdateProfileRequest } from '../identity/account.js';
import { IdentityExport } from '../identity/export.js';
import { WellnessExport } from '../wellness/export.js';
import { ForumExport } from '../forum/export.js';
import type { Operation } from './operation.js';

/**
 * svc-identity's calls for one's own account: sign-in, sign-up, profile, password, deletion; and the
 * three parts "Download my data" gathers into one file, the wellness and forum parts included.
 */
export const accountOperations = {
  currentUser: {
    method: 'get',
    path: '/api/user',
    summary: 'The signed-in user (401 when signed out)',
    service: 'identity',
    auth: 'signed-in',
    response: User,
  },
  login: {
    method: 'post',
    path: '/api/login',
    summary: 'Sign in with username (main domain) or email (portals)',
    service: 'identity',
    auth: 'public',
    body: LoginRequest,
    response: User,
    errors: {
      400: 'a username is needed on the main site, an email on the portals',
      401: 'the username (or email) or password is not right',
      403: 'a staff account on the main site, or an account the portal is not for',
      429: 'too many sign-in attempts for this account or from this network just now',
    },
  },
  loginPage: {
    method: 'get',
    path: '/api/login',
    summary: "The landing page's buttons navigate the browser here: a redirect to the sign-in page (/auth)",
    service: 'identity',
    auth: 'public',
    status: 302,
  },
  register: {
    method: 'post',
    path: '/api/register',
    summary: 'Create a youth or parent account',
    service: 'identity',
    auth: 'public',
    body: RegisterRequest,
    response: User,
    status: 201,
    errors: {
      400: "the passwords don't match, or the password is too easy to guess",
      409: 'an account with this email already exists',
      429: 'too many accounts were made from this network just now',
    },
  },
  logout: {
    method: 'post',
    path: '/api/logout',
    summary: 'End this session',
    service: 'identity',
    auth: 'signed-in',
    response: OkBody,
  },
  updateProfile: {
    method: 'patch',
    path: '/api/user',
    summary: 'Change your own first or last name',
    service: 'identity',
    auth: 'signed-in',
    body: UpdateProfileRequest,
    response: User,
    errors: { 409: 'the account was being changed at the same moment' },
  },
  changePassword: {
    method: 'post',
    path: '/api/user/password',
    summary: 'Change your own password; your other sessions end, this one stays',
    service: 'identity',
    auth: 'signed-in',
    body: ChangePasswordRequest,
    response: OkBody,
    errors: {
      400: 'the current password is not right, or the new one is too easy to guess',
      409: 'the account was being changed at the same moment',
      429: 'too many tries with the wrong password',
    },
  },
  // Profile Settings: delete my account, and the three parts "Download my data" gathers into one file
  deleteMyAccount: {
    method: 'delete',
    path: '/api/user',
    summary:
      'Delete your own account (youth and parents; password again); every service erases or anonymises your data',
    service: 'identity',
    auth: 'signed-in',
    body: DeleteAccountRequest,
    response: OkBody,
    errors: {
      403: "the password is not right, or it is a staff account (an administrator's to remove)",
      409: 'someone else is changing accounts right now',
      429: 'too many tries with the wrong password',
    },
  },
  exportMyAccountData: {
    method: 'get',
    path: '/api/user/export',
    summary: 'Download my data, account part: your account, your links and how many sessions are open',
    service: 'identity',
    auth: 'signed-in',
    response: IdentityExport,
  },
  exportMyWellnessData: {
    method: 'get',
    path: '/api/wellness/export',
    summary: 'Download my data, wellness part: every habit you have had',
    service: 'wellness',
    auth: 'signed-in',
    response: WellnessExport,
  },
  exportMyForumData: {
    method: 'get',
    path: '/api/forum/export',
    summary: 'Download my data, forum part: the threads you started',
    service: 'forum',
    auth: 'signed-in',
    response: ForumExport,
  },
} as const satisfies Record<string, Operation>;
