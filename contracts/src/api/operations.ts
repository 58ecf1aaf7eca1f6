import type { Operation } from './operation.js';
import { wellnessOperations } from './wellness.operations.js';
import { forumOperations } from './forum.operations.js';
import { moderationOperations } from './moderation.operations.js';
import { adminOperations } from './admin.operations.js';
import { organizationOperations } from './organization.operations.js';
import { activationOperations } from './activation.operations.js';
import { rosteringOperations } from './rostering.operations.js';
import { orgPeopleOperations } from './org-people.operations.js';
import { orgModerationOperations } from './org-moderation.operations.js';
import { orgFiguresOperations } from './org-figures.operations.js';
import { ErrorBody, OkBody } from '../common.js';
import { LoginRequest, RegisterRequest } from '../identity/auth.js';
import { User } from '../identity/user.js';
import { ChangePasswordRequest, DeleteAccountRequest, UpdateProfileRequest } from '../identity/account.js';
import { IdentityExport } from '../identity/export.js';
import {
  AdminUserList,
  ChangeRoleRequest,
  CreateStaffRequest,
  UserIdParams,
} from '../identity/admin-users.js';
import {
  Link,
  LinkIdParams,
  LinkList,
  LinkListQuery,
  LinkRequest,
  LinkRequestReceipt,
} from '../identity/links.js';
import { WellnessExport } from '../wellness/export.js';
import { ForumExport } from '../forum/export.js';

export const operations: Operation[] = [
  {
    method: 'get',
    path: '/api/user',
    summary: 'The signed-in user (401 when signed out)',
    service: 'identity',
    auth: 'signed-in',
    response: User,
  },
  {
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
  {
    method: 'get',
    path: '/api/login',
    summary: "The landing page's buttons navigate the browser here: a redirect to the sign-in page (/auth)",
    service: 'identity',
    auth: 'public',
    status: 302,
  },
  {
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
  {
    method: 'post',
    path: '/api/logout',
    summary: 'End this session',
    service: 'identity',
    auth: 'signed-in',
    response: OkBody,
  },
  {
    method: 'patch',
    path: '/api/user',
    summary: 'Change your own first or last name',
    service: 'identity',
    auth: 'signed-in',
    body: UpdateProfileRequest,
    response: User,
    errors: { 409: 'the account was being changed at the same moment' },
  },
  {
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
  {
    method: 'delete',
    path: '/api/user',
    id: 'deleteMyAccount',
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
  {
    method: 'get',
    path: '/api/user/export',
    id: 'exportMyAccountData',
    summary: 'Download my data, account part: your account, your links and how many sessions are open',
    service: 'identity',
    auth: 'signed-in',
    response: IdentityExport,
  },
  {
    method: 'get',
    path: '/api/wellness/export',
    id: 'exportMyWellnessData',
    summary: 'Download my data, wellness part: every habit you have had',
    service: 'wellness',
    auth: 'signed-in',
    response: WellnessExport,
  },
  {
    method: 'get',
    path: '/api/forum/export',
    id: 'exportMyForumData',
    summary: 'Download my data, forum part: the threads you started',
    service: 'forum',
    auth: 'signed-in',
    response: ForumExport,
  },
  {
    method: 'get',
    path: '/api/admin/users',
    summary: 'Every account, newest first, with lastActive',
    service: 'identity',
    auth: 'admin',
    response: AdminUserList,
  },
  {
    method: 'post',
    path: '/api/admin/users',
    summary: 'Create a moderator or administrator account (username generated)',
    service: 'identity',
    auth: 'admin',
    body: CreateStaffRequest,
    response: User,
    status: 201,
    errors: {
      400: 'the password is too easy to guess',
      409: 'an account with this email already exists',
    },
  },
  {
    method: 'put',
    path: '/api/admin/users/{userId}/role',
    summary: "Change someone's role; all their sessions end (not your own, not the last admin)",
    service: 'identity',
    auth: 'admin',
    params: UserIdParams,
    body: ChangeRoleRequest,
    response: User,
    errors: {
      400: 'the user id is not an id',
      403: 'it is your own role',
      409: 'they are the last administrator, or someone else is changing accounts right now',
    },
  },
  {
    method: 'delete',
    path: '/api/admin/users/{userId}',
    summary: 'Delete an account; all its sessions end (not your own, not the last admin)',
    service: 'identity',
    auth: 'admin',
    params: UserIdParams,
    response: OkBody,
    errors: {
      400: 'the user id is not an id',
      403: 'it is your own account',
      409: 'they are the last administrator, or someone else is changing accounts right now',
    },
  },
  // Parent–youth links: roles beyond signed-in (parent, youth) are enforced by svc-identity.
  {
    method: 'post',
    path: '/api/links',
    summary:
      'Ask to link with a youth by their username (parents; throttled): the same answer whether or not the youth exists',
    service: 'identity',
    auth: 'signed-in',
    body: LinkRequest,
    response: LinkRequestReceipt,
    status: 202,
    errors: {
      403: 'the caller is not a parent',
      429: 'this parent, or this network, sent a lot of link requests just now',
    },
  },
  {
    method: 'get',
    path: '/api/links',
    summary:
      "The caller's links (parents and youth): a parent's current ones, a youth's every request; or one status",
    service: 'identity',
    auth: 'signed-in',
    query: LinkListQuery,
    response: LinkList,
    errors: { 403: 'the caller is not a parent or a youth' },
  },
  {
    method: 'post',
    path: '/api/links/{id}/accept',
    summary: 'Accept a pending link request (the youth of that link)',
    service: 'identity',
    auth: 'signed-in',
    params: LinkIdParams,
    response: Link,
    errors: {
      403: 'the caller is not a youth',
      409: 'the request was already answered, withdrawn or has expired',
    },
  },
  {
    method: 'post',
    path: '/api/links/{id}/decline',
    summary: 'Decline a pending link request (the youth of that link)',
    service: 'identity',
    auth: 'signed-in',
    params: LinkIdParams,
    response: Link,
    errors: {
      403: 'the caller is not a youth',
      409: 'the request was already answered, withdrawn or has expired',
    },
  },
  {
    method: 'delete',
    path: '/api/links/{id}',
    summary:
      'End an approved link (either side) or withdraw a pending request (the parent; the youth still sees it)',
    service: 'identity',
    auth: 'signed-in',
    params: LinkIdParams,
    response: OkBody,
    errors: {
      403: 'the caller is not a parent or a youth',
      409: 'there is nothing left to end or withdraw, or it changed at the same moment',
    },
  },
  {
    method: 'get',
    path: '/api/admin/links',
    summary: 'Links by status, oldest first (every link without a status)',
    service: 'identity',
    auth: 'admin',
    query: LinkListQuery,
    response: LinkList,
  },
  {
    method: 'post',
    path: '/api/admin/links/{id}/reject',
    summary: 'Reject a pending link request (a staff check); only the youth can accept one',
    service: 'identity',
    auth: 'admin',
    params: LinkIdParams,
    response: Link,
    errors: { 409: 'the request was already answered, withdrawn or has expired' },
  },
  ...wellnessOperations,
  ...forumOperations,
  ...moderationOperations,
  ...adminOperations,
  ...organizationOperations,
  ...activationOperations,
  ...rosteringOperations,
  ...orgPeopleOperations,
  ...orgModerationOperations,
  ...orgFiguresOperations,
];

export { ErrorBody };
export type { ErrorStatus, Method, Operation, Refusals } from './operation.js';
