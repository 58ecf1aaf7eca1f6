import { OkBody } from '../common.js';
import {
  Link,
  LinkIdParams,
  LinkList,
  LinkListQuery,
  LinkRequest,
  LinkRequestReceipt,
} from '../identity/links.js';
import type { Operation } from './operation.js';

/** Parent–youth links, owned by svc-identity: roles beyond signed-in (parent, youth) are enforced there. */
export const linkOperations = {
  requestLink: {
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
  myLinks: {
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
  acceptLink: {
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
  declineLink: {
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
  endLink: {
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
  listLinks: {
    method: 'get',
    path: '/api/admin/links',
    summary: 'Links by status, oldest first (every link without a status)',
    service: 'identity',
    auth: 'admin',
    query: LinkListQuery,
    response: LinkList,
  },
  rejectLink: {
    method: 'post',
    path: '/api/admin/links/{id}/reject',
    summary: 'Reject a pending link request (a staff check); only the youth can accept one',
    service: 'identity',
    auth: 'admin',
    params: LinkIdParams,
    response: Link,
    errors: { 409: 'the request was already answered, withdrawn or has expired' },
  },
} as const satisfies Record<string, Operation>;
