import { Link, LinkIdParams } from '../../identity/links.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const rejectLink = {
  method: 'post',
  path: '/api/admin/links/{id}/reject',
  service: 'identity',
  auth: 'admin',
  params: LinkIdParams,
  response: Link,
} as const satisfies OperationCall;

export const rejectLinkDocs = {
  summary: 'Reject a pending link request (a staff check); only the youth can accept one',
  errors: { 409: 'the request was already answered, withdrawn or has expired' },
} as const satisfies OperationDocs;
