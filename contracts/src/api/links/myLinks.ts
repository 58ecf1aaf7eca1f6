import { LinkList, LinkListQuery } from '../../identity/links.js';
import type { OperationCall, OperationDocs } from '../operation.js';

/**
 * The call's path on its own: the web runtime every page shares keys its cache of links by it
 * (`queryKeys`), and importing the call itself would put its schemas into every page's first load.
 */
export const myLinksPath = '/api/links';

export const myLinks = {
  method: 'get',
  path: myLinksPath,
  service: 'identity',
  auth: 'signed-in',
  query: LinkListQuery,
  response: LinkList,
} as const satisfies OperationCall;

export const myLinksDocs = {
  summary:
    "The caller's links (parents and youth): a parent's current ones, a youth's every request; or one status",
  errors: { 403: 'the caller is not a parent or a youth' },
} as const satisfies OperationDocs;
