import { GuidelinesConsent } from '../../forum/threads.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const guidelinesConsent = {
  method: 'get',
  path: '/api/forum/consent',
  service: 'forum',
  auth: 'member',
  response: GuidelinesConsent,
} as const satisfies OperationCall;

export const guidelinesConsentDocs = {
  summary: 'Whether you have agreed to the Community Guidelines',
} as const satisfies OperationDocs;
