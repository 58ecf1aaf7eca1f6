import { Router } from 'express';
import { authenticate, caller, refuseOrgAdmins } from '@heartwise/service-kit';
import { acceptGuidelines, guidelinesConsent } from '../core/use-cases/guidelines-consent.js';
import { discussionThemes } from '../core/use-cases/discussion-themes.js';
import { forumActivity } from '../core/use-cases/forum-activity.js';
import { topics } from '../core/use-cases/topics.js';
import { forumCaller } from './forum-caller.js';
import type { ForumDeps } from './forum-deps.js';

/** The topic catalogue, the guidelines agreement, and the figures dashboards show. */
export function communityRoutes(deps: ForumDeps): Router {
  const router = Router();
  // Organization admins look after a district from the portal, never among its members (issue 16).
  router.use('/api/forum', authenticate(deps.verifier), refuseOrgAdmins());

  router.get('/api/forum/topics', async (req, res) => {
    res.json(await topics(deps, forumCaller(req)));
  });
  router.get('/api/forum/consent', async (req, res) => {
    res.json(await guidelinesConsent(deps, caller(req).sub));
  });
  router.post('/api/forum/consent', async (req, res) => {
    res.json(await acceptGuidelines(deps, forumCaller(req)));
  });
  router.get('/api/forum/themes', async (req, res) => {
    res.json(await discussionThemes(deps, forumCaller(req)));
  });
  router.get('/api/forum/activity', async (req, res) => {
    res.json(await forumActivity(deps, forumCaller(req)));
  });
  return router;
}
