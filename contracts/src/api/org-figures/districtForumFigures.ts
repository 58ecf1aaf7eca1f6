import { DistrictForumFigures } from '../../organization/district-figures.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const districtForumFigures = {
  method: 'get',
  path: '/api/org/figures/forum',
  service: 'forum',
  auth: 'org-admin',
  response: DistrictForumFigures,
  timeZone: true,
} as const satisfies OperationCall;

export const districtForumFiguresDocs = {
  summary:
    'Pause and Post activity per school of the district this week: threads, replies and youth who posted ("fewer than 10" under 10 youth)',
} as const satisfies OperationDocs;
