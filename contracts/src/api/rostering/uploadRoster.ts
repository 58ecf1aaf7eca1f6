import { RosterImport, RosterUploadForm } from '../../identity/rostering.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const uploadRoster = {
  method: 'post',
  path: '/api/org/imports',
  service: 'identity',
  auth: 'org-admin',
  body: RosterUploadForm,
  bodyMediaType: 'multipart/form-data',
  response: RosterImport,
  status: 201,
} as const satisfies OperationCall;

export const uploadRosterDocs = {
  summary:
    'Upload a OneRoster CSV set (or one zip of it): read and planned at once, answered with its dry-run preview',
  errors: {
    400: 'the body is not multipart/form-data, or holds no file',
    413: 'the files are larger than 64 MB together',
  },
} as const satisfies OperationDocs;
