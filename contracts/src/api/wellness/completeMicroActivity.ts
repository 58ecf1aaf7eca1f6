import { CompleteMicroActivityRequest, MicroActivityCompletion } from '../../wellness/practice.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const completeMicroActivity = {
  method: 'post',
  path: '/api/micro-activities/complete',
  service: 'wellness',
  auth: 'member',
  body: CompleteMicroActivityRequest,
  response: MicroActivityCompletion,
  status: 201,
  timeZone: true,
} as const satisfies OperationCall;

export const completeMicroActivityDocs = {
  summary: 'Save a practice activity; it joins your open emotion session (or opens one)',
  errors: { 404: 'no emotion session of yours has that sessionId' },
} as const satisfies OperationDocs;
