import { RosterImport, RosterImportIdParams } from '../../identity/rostering.js';
import type { OperationCall, OperationDocs } from '../operation.js';
import { NOT_THEIRS } from './refusals.js';

export const discardRosterImport = {
  method: 'post',
  path: '/api/org/imports/{importId}/discard',
  service: 'identity',
  auth: 'org-admin',
  params: RosterImportIdParams,
  response: RosterImport,
  status: 202,
} as const satisfies OperationCall;

export const discardRosterImportDocs = {
  summary: 'Throw a previewed import away without applying it',
  errors: { 404: NOT_THEIRS, 409: 'the import is not a preview any more' },
} as const satisfies OperationDocs;
