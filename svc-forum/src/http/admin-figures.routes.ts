import { Router } from 'express';
import { forumFigures } from '../core/use-cases/forum-figures.js';
import { forumCaller } from './forum-caller.js';
import type { ForumDeps } from './forum-deps.js';

/** The admin dashboard's forum figures: administrators only (the call's `auth`), enforced here. */
export function adminFigureRoutes(deps: ForumDeps): Router {
  const router = Router();
  deps.serve(router, 'forumAdminFigures', async (req, res) => {
    res.json(await forumFigures(deps, forumCaller(req)));
  });
  return router;
}
