import { Router } from 'express';
import { ReportRequest, type OkBody } from '@heartwise/contracts';
import { reportReply, reportThread } from '../core/use-cases/report-content.js';
import { REPLY_NOT_FOUND, THREAD_NOT_FOUND } from '../core/use-cases/visible-content.js';
import { contentId } from './content-id.js';
import { forumCaller } from './forum-caller.js';
import type { ForumDeps } from './forum-deps.js';

const ok: OkBody = { ok: true };

/** Report buttons: any signed-in member who may post, once per item. */
export function reportRoutes(deps: ForumDeps): Router {
  const router = Router();
  const { serve } = deps;

  serve(router, 'reportThread', async (req, res) => {
    const id = contentId(req, THREAD_NOT_FOUND);
    await reportThread(deps, forumCaller(req), id, ReportRequest.parse(req.body));
    res.json(ok);
  });
  serve(router, 'reportReply', async (req, res) => {
    const id = contentId(req, REPLY_NOT_FOUND);
    await reportReply(deps, forumCaller(req), id, ReportRequest.parse(req.body));
    res.json(ok);
  });
  return router;
}
