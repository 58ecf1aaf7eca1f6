import { reportReply, reportThread, type ReportRequest } from '@heartwise/contracts';
import { callApi } from '@heartwise/web-runtime';
import type { ForumContent } from './content.js';

/** POST /api/forum/{threads|replies}/{id}/report: once per member; a second report changes nothing. */
export const reportContent = (kind: ForumContent, id: string, body: ReportRequest) =>
  callApi(kind === 'thread' ? reportThread : reportReply, { params: { id }, body });
