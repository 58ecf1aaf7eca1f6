import { Router } from 'express';
import { ContentContextParams, RemoveContentRequest, type OkBody } from '@heartwise/contracts';
import { notFound } from '@heartwise/service-kit';
import { removeReply, removeThread } from '../core/use-cases/remove-content.js';
import { contentContext } from '../core/use-cases/content-context.js';
import { REPLY_NOT_FOUND, THREAD_NOT_FOUND } from '../core/use-cases/visible-content.js';
import { contentId } from './content-id.js';
import { forumCaller } from './forum-caller.js';
import type { ForumDeps } from './forum-deps.js';

const ok: OkBody = { ok: true };
/**
 * Moderators and admins (the calls' `auth`): taking anything down in place, and reading a queue
 * item in context.
 */
export function staffRoutes(deps: ForumDeps): Router {
  const router = Router();
  const { serve } = deps;

  serve(router, 'removeThread', async (req, res) => {
    const id = contentId(req, THREAD_NOT_FOUND);
    await removeThread(deps, forumCaller(req), id, RemoveContentRequest.parse(req.body));
    res.json(ok);
  });
  serve(router, 'removeReply', async (req, res) => {
    const id = contentId(req, REPLY_NOT_FOUND);
    await removeReply(deps, forumCaller(req), id, RemoveContentRequest.parse(req.body));
    res.json(ok);
  });
  serve(router, 'contentContext', async (req, res) => {
    const params = ContentContextParams.safeParse(req.params);
    if (!params.success) throw notFound("We couldn't find that post.");
    res.json(await contentContext(deps, forumCaller(req), params.data.contentType, params.data.id));
  });
  return router;
}
