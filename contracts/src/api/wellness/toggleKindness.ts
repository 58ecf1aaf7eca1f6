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
  summary:
    'Flip one kindness activity, or set it with `done`, on the local day of occurredAt (today when absent); ' +
    "the reply is today's completed ids",
  errors: { 400: 'occurredAt is more than 5 minutes ahead of the server or more than 7 days ago' },
} as const satisfies OperationDocs;
