import { GuidelinesConsent } from '../../forum/threads.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const acceptGuidelines = {
  method: 'post',
  path: '/api/forum/consent',
  service: 'forum',
  auth: 'member',
  response: GuidelinesConsent,
  timeZone: true,
} as const satisfies OperationCall;

export const acceptGuidelinesDocs = {
  summary: 'Agree to the Community Guidelines',
  errors: { 403: 'the caller is suspended from Pause and Post' },
} as const satisfies OperationDocs;
