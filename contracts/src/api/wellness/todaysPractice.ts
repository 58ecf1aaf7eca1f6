import { TodaysPractice } from '../../wellness/practice.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const todaysPractice = {
  method: 'get',
  path: '/api/micro-activities/today',
  service: 'wellness',
  auth: 'member',
  response: TodaysPractice,
  timeZone: true,
} as const satisfies OperationCall;

export const todaysPracticeDocs = {
  summary: "Today's practice activities",
} as const satisfies OperationDocs;
