import { Router } from 'express';
import { ReportRequest, type OkBody } from '@heartwise/contracts';
import { authenticate, caller, type TokenVerifier } from '@heartwise/service-kit';
import type { ThreadRepository } from '../ports/thread.repository.port.js';
import type { ReplyRepository } from '../ports/reply.repository.port.js';
import type { ReportRepository } from '../ports/report.repository.port.js';
import { REPLY_NOT_FOUND, reportReply, reportThread } from '../core/use-cases/report-content.js';
import { THREAD_NOT_FOUND } from '../core/use-cases/thread-detail.js';
import { contentId } from './content-id.js';

const ok: OkBody = { ok: true };

/** Report buttons: any signed-in member, once per item. */
export function reportRoutes(deps: {
  threads: ThreadRepository;
  replies: ReplyRepository;
  reports: ReportRepository;
  now: () => Date;
  verifier: TokenVerifier;
}): Router {
  const router = Router();
  router.use('/api/forum', authenticate(deps.verifier));

  router.post('/api/forum/threads/:id/report', async (req, res) => {
    const id = contentId(req, THREAD_NOT_FOUND);
    await reportThread(deps, caller(req), id, ReportRequest.parse(req.body));
    res.json(ok);
  });
  router.post('/api/forum/replies/:id/report', async (req, res) => {
    const id = contentId(req, REPLY_NOT_FOUND);
    await reportReply(deps, caller(req), id, ReportRequest.parse(req.body));
    res.json(ok);
  });
  return router;
}
