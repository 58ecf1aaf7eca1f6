import { CompletedKindness, ToggleKindnessRequest } from '../../wellness/kindness.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const toggleKindness = {
  method: 'post',
  path: '/api/daily-compassion-check/toggle',
  service: 'wellness',
  auth: 'member',
  body: ToggleKindnessRequest,
  response: CompletedKindness,
  timeZone: true,
} as const satisfies OperationCall;

export const toggleKindnessDocs = {
  summary: "Toggle one of today's kindness activities; the reply is today's completed ids",
} as const satisfies OperationDocs;
