import { MemberStanding } from '../../forum/standing.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const myStanding = {
  method: 'get',
  path: '/api/forum/standing',
  service: 'forum',
  auth: 'member',
  response: MemberStanding,
  timeZone: true,
} as const satisfies OperationCall;

export const myStandingDocs = {
  summary: 'Your mute or suspension now, if any, and what the moderators told you',
} as const satisfies OperationDocs;
