import { DistrictPeopleFigures } from '../../organization/district-figures.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const districtPeopleFigures = {
  method: 'get',
  path: '/api/org/figures/people',
  service: 'identity',
  auth: 'org-admin',
  response: DistrictPeopleFigures,
} as const satisfies OperationCall;

export const districtPeopleFiguresDocs = {
  summary: 'Per school: youth with an active account and youth active this week ("fewer than 10" under 10)',
} as const satisfies OperationDocs;
