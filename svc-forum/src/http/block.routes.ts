import { Router } from 'express';
import { BlockRequest, type OkBody } from '@heartwise/contracts';
import { BLOCK_NOT_FOUND, blockAuthor, listBlocks, unblock } from '../core/use-cases/blocks.js';
import { contentId } from './content-id.js';
import { forumCaller } from './forum-caller.js';
import type { ForumDeps } from './forum-deps.js';

const ok: OkBody = { ok: true };

/** A member's blocks: make one from a post, list them, end one. */
export function blockRoutes(deps: ForumDeps): Router {
  const router = Router();
  const { serve } = deps;

  serve(router, 'listBlocks', async (req, res) => {
    res.json(await listBlocks(deps, forumCaller(req)));
  });
  serve(router, 'blockAuthor', async (req, res) => {
    res.status(201).json(await blockAuthor(deps, forumCaller(req), BlockRequest.parse(req.body)));
  });
  serve(router, 'unblock', async (req, res) => {
    await unblock(deps, forumCaller(req), contentId(req, BLOCK_NOT_FOUND));
    res.json(ok);
  });
  return router;
}
