import { DistrictWellnessFigures } from '../../organization/district-figures.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const districtWellnessFigures = {
  method: 'get',
  path: '/api/org/figures/wellness',
  service: 'wellness',
  auth: 'org-admin',
  response: DistrictWellnessFigures,
  timeZone: true,
} as const satisfies OperationCall;

export const districtWellnessFiguresDocs = {
  summary:
    'Wellness per school of the district this week: check-in participation and average figures ("fewer than 10" under 10 youth)',
} as const satisfies OperationDocs;
