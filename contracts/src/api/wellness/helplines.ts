import { HelplineList } from '../../support/support-notice.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const helplines = {
  method: 'get',
  path: '/api/wellness/helplines',
  service: 'wellness',
  auth: 'public',
  response: HelplineList,
} as const satisfies OperationCall;

export const helplinesDocs = {
  summary:
    'The helplines for where the caller is (x-heartwise-country, else Accept-Language), for "Get help now" on every page (no sign-in needed)',
} as const satisfies OperationDocs;
