import { ModerationFigures } from '../../admin/figures.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const moderationFigures = {
  method: 'get',
  path: '/api/moderation/figures',
  service: 'moderation',
  auth: 'moderator',
  response: ModerationFigures,
  timeZone: true,
} as const satisfies OperationCall;

export const moderationFiguresDocs = {
  summary:
    "The moderator dashboard's figures: queue counts, today's reviews, recent decisions, this week and common reasons (moderators and admins)",
} as const satisfies OperationDocs;
