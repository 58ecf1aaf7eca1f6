import { OrgPeoplePage, OrgPeopleQuery } from '../../identity/org-people.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const listOrgPeople = {
  method: 'get',
  path: '/api/org/people',
  service: 'identity',
  auth: 'org-admin',
  query: OrgPeopleQuery,
  response: OrgPeoplePage,
} as const satisfies OperationCall;

export const listOrgPeopleDocs = {
  summary: "The district's people: search, filter by school, role and status, sorted by last name, paged",
} as const satisfies OperationDocs;
