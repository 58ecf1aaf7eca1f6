import { LinkList, LinkListQuery } from '../../identity/links.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const listLinks = {
  method: 'get',
  path: '/api/admin/links',
  service: 'identity',
  auth: 'admin',
  query: LinkListQuery,
  response: LinkList,
} as const satisfies OperationCall;

export const listLinksDocs = {
  summary: 'Links by status, oldest first (every link without a status)',
} as const satisfies OperationDocs;
