import { HabitList } from '../../wellness/habits.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const todaysHabits = {
  method: 'get',
  path: '/api/habits',
  service: 'wellness',
  auth: 'member',
  response: HabitList,
  timeZone: true,
} as const satisfies OperationCall;

export const todaysHabitsDocs = {
  summary: "Today's five habits, created on first read",
} as const satisfies OperationDocs;
