import {
  RosterClassesQuery,
  RosterClassList,
  RosterImport,
  RosterImportIdParams,
  RosterImportList,
  RosterUploadForm,
} from '../identity/rostering.js';
import type { Operation } from './operation.js';

const NOT_THEIRS = "no import with that id in the caller's district";

/**
 * Rostering (issue 16), owned by svc-identity: an organization admin's OneRoster imports, always
 * their own district's. Another district's import is 404, never 403.
 */
export const rosteringOperations = {
  uploadRoster: {
    method: 'post',
    path: '/api/org/imports',
    summary:
      'Upload a OneRoster CSV set (or one zip of it): read and planned at once, answered with its dry-run preview',
    service: 'identity',
    auth: 'org-admin',
    body: RosterUploadForm,
    bodyMediaType: 'multipart/form-data',
    response: RosterImport,
    status: 201,
    errors: {
      400: 'the body is not multipart/form-data, or holds no file',
      413: 'the files are larger than 64 MB together',
    },
  },
  listRosterImports: {
    method: 'get',
    path: '/api/org/imports',
    summary: "The district's imports, newest first",
    service: 'identity',
    auth: 'org-admin',
    response: RosterImportList,
  },
  rosterImport: {
    method: 'get',
    path: '/api/org/imports/{importId}',
    summary: 'One import: its status, progress, preview and problems',
    service: 'identity',
    auth: 'org-admin',
    params: RosterImportIdParams,
    response: RosterImport,
    errors: { 404: NOT_THEIRS },
  },
  applyRosterImport: {
    method: 'post',
    path: '/api/org/imports/{importId}/apply',
    summary: 'Apply a previewed import as a job (or resume a failed one); GET shows its progress',
    service: 'identity',
    auth: 'org-admin',
    params: RosterImportIdParams,
    response: RosterImport,
    status: 202,
    errors: {
      404: NOT_THEIRS,
      409: "another import of the district is running, this one can't be applied (blocked, applied, discarded), or another was applied since its preview",
    },
  },
  rollBackRosterImport: {
    method: 'post',
    path: '/api/org/imports/{importId}/rollback',
    summary: 'Undo an applied or failed import as a job, last step first; GET shows its progress',
    service: 'identity',
    auth: 'org-admin',
    params: RosterImportIdParams,
    response: RosterImport,
    status: 202,
    errors: {
      404: NOT_THEIRS,
      409: 'another import of the district is running, this one was never applied, or a later import was applied after it',
    },
  },
  discardRosterImport: {
    method: 'post',
    path: '/api/org/imports/{importId}/discard',
    summary: 'Throw a previewed import away without applying it',
    service: 'identity',
    auth: 'org-admin',
    params: RosterImportIdParams,
    response: RosterImport,
    status: 202,
    errors: { 404: NOT_THEIRS, 409: 'the import is not a preview any more' },
  },
  rosterClasses: {
    method: 'get',
    path: '/api/org/classes',
    summary: "A school's rostered classes (for per-class activation codes)",
    service: 'identity',
    auth: 'org-admin',
    query: RosterClassesQuery,
    response: RosterClassList,
    errors: { 404: "the school is not one of the caller's district" },
  },
} as const satisfies Record<string, Operation>;
