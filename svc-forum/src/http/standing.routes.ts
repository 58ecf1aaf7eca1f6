import { Router } from 'express';
import type { OkBody } from '@heartwise/contracts';
import { markNoticeRead, memberStanding, NOTICE_NOT_FOUND } from '../core/use-cases/member-standing.js';
import { contentId } from './content-id.js';
import { forumCaller } from './forum-caller.js';
import type { ForumDeps } from './forum-deps.js';

const ok: OkBody = { ok: true };

/** What the moderators told the caller, and whether a mute or suspension holds now. */
export function standingRoutes(deps: ForumDeps): Router {
  const router = Router();
  const { serve } = deps;

  serve(router, 'myStanding', async (req, res) => {
    res.json(await memberStanding(deps, forumCaller(req)));
  });
  serve(router, 'markNoticeRead', async (req, res) => {
    await markNoticeRead(deps, forumCaller(req), contentId(req, NOTICE_NOT_FOUND));
    res.json(ok);
  });
  return router;
}
