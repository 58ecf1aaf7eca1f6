import type { Operation } from './operation.js';
import { createOrganization, createOrganizationDocs } from './organization/createOrganization.js';
import { listOrganizations, listOrganizationsDocs } from './organization/listOrganizations.js';
import { myOrganization, myOrganizationDocs } from './organization/myOrganization.js';

// Each call is its own module, so a front end bundles only the calls it makes: see operations.ts.
export { createOrganization, listOrganizations, myOrganization };

/**
 * Districts and their schools (issue 16), owned by svc-identity. Platform admins create and list
 * them; an organization admin reads their own.
 */
export const organizationOperations = {
  createOrganization: { ...createOrganization, ...createOrganizationDocs },
  listOrganizations: { ...listOrganizations, ...listOrganizationsDocs },
  myOrganization: { ...myOrganization, ...myOrganizationDocs },
} as const satisfies Record<string, Operation>;
