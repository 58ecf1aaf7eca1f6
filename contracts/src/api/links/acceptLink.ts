import { Link, LinkIdParams } from '../../identity/links.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const acceptLink = {
  method: 'post',
  path: '/api/links/{id}/accept',
  service: 'identity',
  auth: 'signed-in',
  params: LinkIdParams,
  response: Link,
} as const satisfies OperationCall;

export const acceptLinkDocs = {
  summary: 'Accept a pending link request (the youth of that link)',
  errors: {
    403: 'the caller is not a youth',
    409: 'the request was already answered, withdrawn or has expired',
  },
} as const satisfies OperationDocs;
