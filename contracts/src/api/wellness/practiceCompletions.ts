import { MicroActivityCompletionList } from '../../wellness/practice.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const practiceCompletions = {
  method: 'get',
  path: '/api/micro-activities/completions',
  service: 'wellness',
  auth: 'member',
  response: MicroActivityCompletionList,
} as const satisfies OperationCall;

export const practiceCompletionsDocs = {
  summary: 'Your practice activities, newest first',
} as const satisfies OperationDocs;
