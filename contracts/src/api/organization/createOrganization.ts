import { CreatedOrganization, CreateOrganizationRequest } from '../../identity/organizations.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const createOrganization = {
  method: 'post',
  path: '/api/admin/organizations',
  service: 'identity',
  auth: 'admin',
  body: CreateOrganizationRequest,
  response: CreatedOrganization,
  status: 201,
} as const satisfies OperationCall;

export const createOrganizationDocs = {
  summary: 'Create a district with its schools and its first organization admin',
  errors: {
    400: "the organization admin's password is too easy to guess",
    409: 'a district with this name, or an account with this email, already exists',
  },
} as const satisfies OperationDocs;
