import { Habit, HabitIdParams, ToggleHabitRequest } from '../../wellness/habits.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const toggleHabit = {
  method: 'patch',
  path: '/api/habits/{id}/complete',
  service: 'wellness',
  auth: 'member',
  params: HabitIdParams,
  body: ToggleHabitRequest,
  response: Habit,
} as const satisfies OperationCall;

export const toggleHabitDocs = {
  summary: 'Mark one of your habits done or not done',
  errors: { 400: 'the habit id is not an id' },
} as const satisfies OperationDocs;
