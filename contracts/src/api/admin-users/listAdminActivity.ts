import { AdminActivityPage, AdminActivityQuery } from '../../admin/admin-activity-log.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const listAdminActivity = {
  method: 'get',
  path: '/api/admin/activity',
  service: 'identity',
  auth: 'admin',
  query: AdminActivityQuery,
  response: AdminActivityPage,
} as const satisfies OperationCall;

export const listAdminActivityDocs = {
  summary:
    "The whole audit log (platform admins' and every district's actions), newest first, paged; filter by kind, by who did it and by a date range",
  errors: { 409: 'the cursor is not one the log gave, or has expired: start again from the newest' },
} as const satisfies OperationDocs;
