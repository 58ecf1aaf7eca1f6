import { RosterClassesQuery, RosterClassList } from '../../identity/rostering.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const rosterClasses = {
  method: 'get',
  path: '/api/org/classes',
  service: 'identity',
  auth: 'org-admin',
  query: RosterClassesQuery,
  response: RosterClassList,
} as const satisfies OperationCall;

export const rosterClassesDocs = {
  summary: "A school's rostered classes (for per-class activation codes)",
  errors: { 404: "the school is not one of the caller's district" },
} as const satisfies OperationDocs;
