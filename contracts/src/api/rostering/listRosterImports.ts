import { RosterImportList } from '../../identity/rostering.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const listRosterImports = {
  method: 'get',
  path: '/api/org/imports',
  service: 'identity',
  auth: 'org-admin',
  response: RosterImportList,
} as const satisfies OperationCall;

export const listRosterImportsDocs = {
  summary: "The district's imports, newest first",
} as const satisfies OperationDocs;
