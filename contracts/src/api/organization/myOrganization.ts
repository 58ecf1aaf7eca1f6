import { MyOrganization } from '../../identity/organizations.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const myOrganization = {
  method: 'get',
  path: '/api/org',
  service: 'identity',
  auth: 'org-admin',
  response: MyOrganization,
} as const satisfies OperationCall;

export const myOrganizationDocs = {
  summary: "The organization admin's own district and its schools",
} as const satisfies OperationDocs;
