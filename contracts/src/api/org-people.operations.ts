import { UserIdParams } from '../identity/admin-users.js';
import { OrgPeoplePage, OrgPeopleQuery, OrgPerson } from '../identity/org-people.js';
import { OrgSettings } from '../identity/org-settings.js';
import { DistrictPeopleFigures } from '../organization/district-figures.js';
import type { Operation } from './operation.js';

const NOT_THEIRS = "nobody of the caller's district has that id";

/**
 * A district's people, settings and people figures (issue 16), owned by svc-identity. Only an
 * organization admin, and only for their own district: anything of another district answers 404,
 * never 403, so its existence is not revealed.
 */
export const orgPeopleOperations = {
  listOrgPeople: {
    method: 'get',
    path: '/api/org/people',
    summary: "The district's people: search, filter by school, role and status, sorted by last name, paged",
    service: 'identity',
    auth: 'org-admin',
    query: OrgPeopleQuery,
    response: OrgPeoplePage,
  },
  deactivatePerson: {
    method: 'post',
    path: '/api/org/people/{userId}/deactivate',
    summary:
      'Turn a person of the district off: they cannot sign in, and every session they have ends at once',
    service: 'identity',
    auth: 'org-admin',
    params: UserIdParams,
    response: OrgPerson,
    errors: { 403: 'the person is the caller', 404: NOT_THEIRS },
  },
  reactivatePerson: {
    method: 'post',
    path: '/api/org/people/{userId}/reactivate',
    summary: 'Turn a deactivated person of the district back on (before their account is deleted)',
    service: 'identity',
    auth: 'org-admin',
    params: UserIdParams,
    response: OrgPerson,
    errors: { 404: NOT_THEIRS },
  },
  orgSettings: {
    method: 'get',
    path: '/api/org/settings',
    summary: "The district's settings (the defaults until changed)",
    service: 'identity',
    auth: 'org-admin',
    response: OrgSettings,
  },
  saveOrgSettings: {
    method: 'put',
    path: '/api/org/settings',
    summary: "Replace the district's settings; every service applies them from identity.org.settings.changed",
    service: 'identity',
    auth: 'org-admin',
    body: OrgSettings,
    response: OrgSettings,
  },
  districtPeopleFigures: {
    method: 'get',
    path: '/api/org/figures/people',
    summary: 'Per school: youth with an active account and youth active this week ("fewer than 10" under 10)',
    service: 'identity',
    auth: 'org-admin',
    response: DistrictPeopleFigures,
  },
} as const satisfies Record<string, Operation>;
