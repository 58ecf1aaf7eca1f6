import { WellnessAdminFigures } from '../../admin/figures.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const wellnessAdminFigures = {
  method: 'get',
  path: '/api/wellness/admin/figures',
  service: 'wellness',
  auth: 'admin',
  response: WellnessAdminFigures,
} as const satisfies OperationCall;

export const wellnessAdminFiguresDocs = {
  summary: 'Average emotion rating and count of pre, post and post-post check-ins, community-wide',
} as const satisfies OperationDocs;
