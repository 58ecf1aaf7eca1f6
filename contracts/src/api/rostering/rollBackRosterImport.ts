import { RosterImport, RosterImportIdParams } from '../../identity/rostering.js';
import type { OperationCall, OperationDocs } from '../operation.js';
import { NOT_THEIRS } from './refusals.js';

export const rollBackRosterImport = {
  method: 'post',
  path: '/api/org/imports/{importId}/rollback',
  service: 'identity',
  auth: 'org-admin',
  params: RosterImportIdParams,
  response: RosterImport,
  status: 202,
} as const satisfies OperationCall;

export const rollBackRosterImportDocs = {
  summary: 'Undo an applied or failed import as a job, last step first; GET shows its progress',
  errors: {
    404: NOT_THEIRS,
    409: 'another import of the district is running, this one was never applied, or a later import was applied after it',
  },
} as const satisfies OperationDocs;
