import { Router } from 'express';
import { topicCatalogue } from '@heartwise/contracts';
import { authenticate, caller, type TokenVerifier } from '@heartwise/service-kit';
import type { ThreadRepository } from '../ports/thread.repository.port.js';
import type { ReplyRepository } from '../ports/reply.repository.port.js';
import type { ConsentRepository } from '../ports/consent.repository.port.js';
import { acceptGuidelines, guidelinesConsent } from '../core/use-cases/guidelines-consent.js';
import { discussionThemes } from '../core/use-cases/discussion-themes.js';
import { forumActivity } from '../core/use-cases/forum-activity.js';

/** The topic catalogue, the guidelines agreement, and the figures dashboards show. */
export function communityRoutes(deps: {
  threads: ThreadRepository;
  replies: ReplyRepository;
  consents: ConsentRepository;
  now: () => Date;
  verifier: TokenVerifier;
}): Router {
  const router = Router();
  router.use('/api/forum', authenticate(deps.verifier));

  router.get('/api/forum/topics', (_req, res) => {
    res.json(topicCatalogue);
  });
  router.get('/api/forum/consent', async (req, res) => {
    res.json(await guidelinesConsent(deps, caller(req).sub));
  });
  router.post('/api/forum/consent', async (req, res) => {
    res.json(await acceptGuidelines(deps, caller(req).sub));
  });
  router.get('/api/forum/themes', async (_req, res) => {
    res.json(await discussionThemes(deps));
  });
  router.get('/api/forum/activity', async (req, res) => {
    res.json(await forumActivity(deps, caller(req).sub));
  });
  return router;
}
