import { Router } from 'express';
import { ContentContextParams, RemoveContentRequest, type OkBody } from '@heartwise/contracts';
import { authenticate, notFound, refuseOrgAdmins, requireRole } from '@heartwise/service-kit';
import { removeReply, removeThread } from '../core/use-cases/remove-content.js';
import { contentContext } from '../core/use-cases/content-context.js';
import { REPLY_NOT_FOUND, THREAD_NOT_FOUND } from '../core/use-cases/visible-content.js';
import { contentId } from './content-id.js';
import { forumCaller } from './forum-caller.js';
import type { ForumDeps } from './forum-deps.js';

const ok: OkBody = { ok: true };
const staff = requireRole('moderator', 'admin');

/** Moderators and admins: taking anything down in place, and reading a queue item in context. */
export function staffRoutes(deps: ForumDeps): Router {
  const router = Router();
  // Organization admins look after a district from the portal, never among its members (issue 16).
  router.use('/api/forum', authenticate(deps.verifier), refuseOrgAdmins());

  router.post('/api/forum/threads/:id/remove', staff, async (req, res) => {
    const id = contentId(req, THREAD_NOT_FOUND);
    await removeThread(deps, forumCaller(req), id, RemoveContentRequest.parse(req.body));
    res.json(ok);
  });
  router.post('/api/forum/replies/:id/remove', staff, async (req, res) => {
    const id = contentId(req, REPLY_NOT_FOUND);
    await removeReply(deps, forumCaller(req), id, RemoveContentRequest.parse(req.body));
    res.json(ok);
  });
  router.get('/api/forum/context/:contentType/:id', staff, async (req, res) => {
    const params = ContentContextParams.safeParse(req.params);
    if (!params.success) throw notFound("We couldn't find that post.");
    res.json(await contentContext(deps, forumCaller(req), params.data.contentType, params.data.id));
  });
  return router;
}
