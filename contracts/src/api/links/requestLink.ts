import { LinkRequest, LinkRequestReceipt } from '../../identity/links.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const requestLink = {
  method: 'post',
  path: '/api/links',
  service: 'identity',
  auth: 'signed-in',
  body: LinkRequest,
  response: LinkRequestReceipt,
  status: 202,
} as const satisfies OperationCall;

export const requestLinkDocs = {
  summary:
    'Ask to link with a youth by their username (parents; throttled): the same answer whether or not the youth exists',
  errors: {
    403: 'the caller is not a parent',
    429: 'this parent, or this network, sent a lot of link requests just now',
  },
} as const satisfies OperationDocs;
