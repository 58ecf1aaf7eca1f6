import { RosterImport, RosterImportIdParams } from '../../identity/rostering.js';
import type { OperationCall, OperationDocs } from '../operation.js';
import { NOT_THEIRS } from './refusals.js';

export const applyRosterImport = {
  method: 'post',
  path: '/api/org/imports/{importId}/apply',
  service: 'identity',
  auth: 'org-admin',
  params: RosterImportIdParams,
  response: RosterImport,
  status: 202,
} as const satisfies OperationCall;

export const applyRosterImportDocs = {
  summary: 'Apply a previewed import as a job (or resume a failed one); GET shows its progress',
  errors: {
    404: NOT_THEIRS,
    409: "another import of the district is running, this one can't be applied (blocked, applied, discarded), or another was applied since its preview",
  },
} as const satisfies OperationDocs;
