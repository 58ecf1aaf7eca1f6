import { OkBody, type ReportRequest } from '@heartwise/contracts';
import { sendJson } from '@heartwise/ui-kit';

export type ReportedContent = 'thread' | 'reply';

const reportPath = (kind: ReportedContent, id: string) =>
  `/api/forum/${kind === 'thread' ? 'threads' : 'replies'}/${encodeURIComponent(id)}/report`;

/** POST /api/forum/{threads|replies}/{id}/report: once per member; a second report changes nothing. */
export const reportContent = (kind: ReportedContent, id: string, body: ReportRequest) =>
  sendJson('POST', reportPath(kind, id), body, OkBody);
