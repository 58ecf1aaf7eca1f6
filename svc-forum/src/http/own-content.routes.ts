import { Router } from 'express';
import { AskForHelpRequest, type OkBody } from '@heartwise/contracts';
import { deleteReply, deleteThread } from '../core/use-cases/delete-own-content.js';
import { askForHelpWithReply, askForHelpWithThread } from '../core/use-cases/ask-for-help.js';
import { REPLY_NOT_FOUND, THREAD_NOT_FOUND } from '../core/use-cases/visible-content.js';
import { contentId } from './content-id.js';
import { forumCaller } from './forum-caller.js';
import type { ForumDeps } from './forum-deps.js';

const ok: OkBody = { ok: true };

/** What an author may always do with their own posts: delete them, and ask for help with them. */
export function ownContentRoutes(deps: ForumDeps): Router {
  const router = Router();
  const { serve } = deps;

  serve(router, 'deleteThread', async (req, res) => {
    await deleteThread(deps, forumCaller(req), contentId(req, THREAD_NOT_FOUND));
    res.json(ok);
  });
  serve(router, 'deleteReply', async (req, res) => {
    await deleteReply(deps, forumCaller(req), contentId(req, REPLY_NOT_FOUND));
    res.json(ok);
  });
  serve(router, 'askForHelpWithThread', async (req, res) => {
    const id = contentId(req, THREAD_NOT_FOUND);
    await askForHelpWithThread(deps, forumCaller(req), id, AskForHelpRequest.parse(req.body ?? {}));
    res.json(ok);
  });
  serve(router, 'askForHelpWithReply', async (req, res) => {
    const id = contentId(req, REPLY_NOT_FOUND);
    await askForHelpWithReply(deps, forumCaller(req), id, AskForHelpRequest.parse(req.body ?? {}));
    res.json(ok);
  });
  return router;
}
