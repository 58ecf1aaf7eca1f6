import { OkBody, type ReportRequest } from '@heartwise/contracts';
import { sendJson } from '@heartwise/web-runtime';
import { contentPath, type ForumContent } from './content.js';

/** POST /api/forum/{threads|replies}/{id}/report: once per member; a second report changes nothing. */
export const reportContent = (kind: ForumContent, id: string, body: ReportRequest) =>
  sendJson('POST', contentPath(kind, id, '/report'), body, OkBody);
