import { Router } from 'express';
import { caller } from '@heartwise/service-kit';
import { acceptGuidelines, guidelinesConsent } from '../core/use-cases/guidelines-consent.js';
import { discussionThemes } from '../core/use-cases/discussion-themes.js';
import { forumActivity } from '../core/use-cases/forum-activity.js';
import { topics } from '../core/use-cases/topics.js';
import { forumCaller } from './forum-caller.js';
import type { ForumDeps } from './forum-deps.js';

/** The topic catalogue, the guidelines agreement, and the figures dashboards show. */
export function communityRoutes(deps: ForumDeps): Router {
  const router = Router();
  const { serve } = deps;

  serve(router, 'topicCatalogue', async (req, res) => {
    res.json(await topics(deps, forumCaller(req)));
  });
  serve(router, 'guidelinesConsent', async (req, res) => {
    res.json(await guidelinesConsent(deps, caller(req).sub));
  });
  serve(router, 'acceptGuidelines', async (req, res) => {
    res.json(await acceptGuidelines(deps, forumCaller(req)));
  });
  serve(router, 'discussionThemes', async (req, res) => {
    res.json(await discussionThemes(deps, forumCaller(req)));
  });
  serve(router, 'forumActivity', async (req, res) => {
    res.json(await forumActivity(deps, forumCaller(req)));
  });
  return router;
}
