import { UserIdParams } from '../../identity/admin-users.js';
import { OrgPerson } from '../../identity/org-people.js';
import type { OperationCall, OperationDocs } from '../operation.js';
import { NOT_THEIRS } from './refusals.js';

export const deactivatePerson = {
  method: 'post',
  path: '/api/org/people/{userId}/deactivate',
  service: 'identity',
  auth: 'org-admin',
  params: UserIdParams,
  response: OrgPerson,
} as const satisfies OperationCall;

export const deactivatePersonDocs = {
  summary: 'Turn a person of the district off: they cannot sign in, and every session they have ends at once',
  errors: { 403: 'the person is the caller', 404: NOT_THEIRS },
} as const satisfies OperationDocs;
