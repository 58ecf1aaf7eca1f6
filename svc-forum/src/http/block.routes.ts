import { Router } from 'express';
import { BlockRequest, type OkBody } from '@heartwise/contracts';
import { authenticate, refuseOrgAdmins } from '@heartwise/service-kit';
import { BLOCK_NOT_FOUND, blockAuthor, listBlocks, unblock } from '../core/use-cases/blocks.js';
import { contentId } from './content-id.js';
import { forumCaller } from './forum-caller.js';
import type { ForumDeps } from './forum-deps.js';

const ok: OkBody = { ok: true };

/** A member's blocks: make one from a post, list them, end one. */
export function blockRoutes(deps: ForumDeps): Router {
  const router = Router();
  // Organization admins look after a district from the portal, never among its members (issue 16).
  router.use('/api/forum', authenticate(deps.verifier), refuseOrgAdmins());

  router.get('/api/forum/blocks', async (req, res) => {
    res.json(await listBlocks(deps, forumCaller(req)));
  });
  router.post('/api/forum/blocks', async (req, res) => {
    res.status(201).json(await blockAuthor(deps, forumCaller(req), BlockRequest.parse(req.body)));
  });
  router.delete('/api/forum/blocks/:id', async (req, res) => {
    await unblock(deps, forumCaller(req), contentId(req, BLOCK_NOT_FOUND));
    res.json(ok);
  });
  return router;
}
