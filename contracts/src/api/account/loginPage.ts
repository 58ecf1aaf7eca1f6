import type { OperationCall, OperationDocs } from '../operation.js';

export const loginPage = {
  method: 'get',
  path: '/api/login',
  service: 'identity',
  auth: 'public',
  status: 302,
} as const satisfies OperationCall;

export const loginPageDocs = {
  summary: "The landing page's buttons navigate the browser here: a redirect to the sign-in page (/auth)",
} as const satisfies OperationDocs;
