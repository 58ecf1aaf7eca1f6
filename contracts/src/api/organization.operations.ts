import {
  CreatedOrganization,
  CreateOrganizationRequest,
  MyOrganization,
  OrganizationList,
} from '../identity/organizations.js';
import type { Operation } from './operation.js';

/**
 * Districts and their schools (issue 16), owned by svc-identity. Platform admins create and list
 * them; an organization admin reads their own.
 */
export const organizationOperations = {
  createOrganization: {
    method: 'post',
    path: '/api/admin/organizations',
    summary: 'Create a district with its schools and its first organization admin',
    service: 'identity',
    auth: 'admin',
    body: CreateOrganizationRequest,
    response: CreatedOrganization,
    status: 201,
    errors: {
      400: "the organization admin's password is too easy to guess",
      409: 'a district with this name, or an account with this email, already exists',
    },
  },
  listOrganizations: {
    method: 'get',
    path: '/api/admin/organizations',
    summary: 'Every district, oldest first, with how many schools and members it has',
    service: 'identity',
    auth: 'admin',
    response: OrganizationList,
  },
  myOrganization: {
    method: 'get',
    path: '/api/org',
    summary: "The organization admin's own district and its schools",
    service: 'identity',
    auth: 'org-admin',
    response: MyOrganization,
  },
} as const satisfies Record<string, Operation>;
