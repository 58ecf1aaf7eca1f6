import { Router } from 'express';
import { authenticate, caller, type TokenVerifier } from '@heartwise/service-kit';
import type { ThreadRepository } from '../ports/thread.repository.port.js';
import type { ReplyRepository } from '../ports/reply.repository.port.js';
import type { ReportRepository } from '../ports/report.repository.port.js';
import type { ConsentRepository } from '../ports/consent.repository.port.js';
import { exportMyForumData } from '../core/use-cases/export-my-data.js';

/** "Download my data", the forum's part: always the caller's own (no id to ask for). */
export function exportRoutes(deps: {
  threads: ThreadRepository;
  replies: ReplyRepository;
  reports: ReportRepository;
  consents: ConsentRepository;
  now: () => Date;
  verifier: TokenVerifier;
}): Router {
  const router = Router();
  router.get('/api/forum/export', authenticate(deps.verifier), async (req, res) => {
    res.json(await exportMyForumData(deps, caller(req).sub));
  });
  return router;
}
