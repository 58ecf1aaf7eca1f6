import { Router } from 'express';
import type { OkBody } from '@heartwise/contracts';
import { authenticate, refuseOrgAdmins } from '@heartwise/service-kit';
import { markNoticeRead, memberStanding, NOTICE_NOT_FOUND } from '../core/use-cases/member-standing.js';
import { contentId } from './content-id.js';
import { forumCaller } from './forum-caller.js';
import type { ForumDeps } from './forum-deps.js';

const ok: OkBody = { ok: true };

/** What the moderators told the caller, and whether a mute or suspension holds now. */
export function standingRoutes(deps: ForumDeps): Router {
  const router = Router();
  // Organization admins look after a district from the portal, never among its members (issue 16).
  router.use('/api/forum', authenticate(deps.verifier), refuseOrgAdmins());

  router.get('/api/forum/standing', async (req, res) => {
    res.json(await memberStanding(deps, forumCaller(req)));
  });
  router.post('/api/forum/standing/notices/:id/read', async (req, res) => {
    await markNoticeRead(deps, forumCaller(req), contentId(req, NOTICE_NOT_FOUND));
    res.json(ok);
  });
  return router;
}
