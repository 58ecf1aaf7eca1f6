import { CheckInRequest, SavedCheckIn } from '../../wellness/checkins.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const saveCheckIn = {
  method: 'post',
  path: '/api/emotional-checkins',
  service: 'wellness',
  auth: 'member',
  body: CheckInRequest,
  response: SavedCheckIn,
  status: 201,
  timeZone: true,
} as const satisfies OperationCall;

export const saveCheckInDocs = {
  summary:
    'Record how you feel (pre, post or post-post); very strong hard feelings bring support words. ' +
    'A check-in sent again with the same clientRef is answered with the one first recorded',
  errors: {
    400: 'occurredAt is more than 5 minutes ahead of the server or more than 7 days ago',
    404: 'no emotion session of yours has that sessionId',
  },
} as const satisfies OperationDocs;
