import { UserIdParams } from '../../identity/admin-users.js';
import { OrgPerson } from '../../identity/org-people.js';
import type { OperationCall, OperationDocs } from '../operation.js';
import { NOT_THEIRS } from './refusals.js';

export const reactivatePerson = {
  method: 'post',
  path: '/api/org/people/{userId}/reactivate',
  service: 'identity',
  auth: 'org-admin',
  params: UserIdParams,
  response: OrgPerson,
} as const satisfies OperationCall;

export const reactivatePersonDocs = {
  summary: 'Turn a deactivated person of the district back on (before their account is deleted)',
  errors: { 404: NOT_THEIRS },
} as const satisfies OperationDocs;
