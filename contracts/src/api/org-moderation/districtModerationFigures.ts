import { DistrictModerationFigures } from '../../organization/district-figures.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const districtModerationFigures = {
  method: 'get',
  path: '/api/org/figures/moderation',
  service: 'moderation',
  auth: 'org-admin',
  response: DistrictModerationFigures,
  timeZone: true,
} as const satisfies OperationCall;

export const districtModerationFiguresDocs = {
  summary:
    'Moderation load per school of the district: items entered this week and open now ("fewer than 10" under 10 youth authors)',
} as const satisfies OperationDocs;
