import { WellnessExport } from '../../wellness/export.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const exportMyWellnessData = {
  method: 'get',
  path: '/api/wellness/export',
  service: 'wellness',
  auth: 'signed-in',
  response: WellnessExport,
} as const satisfies OperationCall;

export const exportMyWellnessDataDocs = {
  summary: 'Download my data, wellness part: every habit you have had',
} as const satisfies OperationDocs;
