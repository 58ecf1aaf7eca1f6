import { Router } from 'express';
import type { ForumDeps } from './forum-deps.js';

/**
 * Any other path under /api/forum (no call describes it, so the one path written here): the door
 * of the forum's member calls first, as before issue 17 — 401 without a session, 403 for an
 * organization admin — then the JSON 404, or 405 for a known path and another method. Mounted last.
 */
export function otherForumPaths(deps: Pick<ForumDeps, 'serve'>): Router {
  const router = Router();
  deps.serve.otherPaths(router, '/api/forum', 'member');
  return router;
}
