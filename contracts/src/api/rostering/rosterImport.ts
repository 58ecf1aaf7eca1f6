import { RosterImport, RosterImportIdParams } from '../../identity/rostering.js';
import type { OperationCall, OperationDocs } from '../operation.js';
import { NOT_THEIRS } from './refusals.js';

export const rosterImport = {
  method: 'get',
  path: '/api/org/imports/{importId}',
  service: 'identity',
  auth: 'org-admin',
  params: RosterImportIdParams,
  response: RosterImport,
} as const satisfies OperationCall;

export const rosterImportDocs = {
  summary: 'One import: its status, progress, preview and problems',
  errors: { 404: NOT_THEIRS },
} as const satisfies OperationDocs;
