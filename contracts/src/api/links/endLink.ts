import { OkBody } from '../../common.js';
import { LinkIdParams } from '../../identity/links.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const endLink = {
  method: 'delete',
  path: '/api/links/{id}',
  service: 'identity',
  auth: 'signed-in',
  params: LinkIdParams,
  response: OkBody,
} as const satisfies OperationCall;

export const endLinkDocs = {
  summary:
    'End an approved link (either side) or withdraw a pending request (the parent; the youth still sees it)',
  errors: {
    403: 'the caller is not a parent or a youth',
    409: 'there is nothing left to end or withdraw, or it changed at the same moment',
  },
} as const satisfies OperationDocs;
