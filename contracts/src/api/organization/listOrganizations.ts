import { OrganizationList } from '../../identity/organizations.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const listOrganizations = {
  method: 'get',
  path: '/api/admin/organizations',
  service: 'identity',
  auth: 'admin',
  response: OrganizationList,
} as const satisfies OperationCall;

export const listOrganizationsDocs = {
  summary: 'Every district, oldest first, with how many schools and members it has',
} as const satisfies OperationDocs;
