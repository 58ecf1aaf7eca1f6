import { Router } from 'express';
import { caller } from '@heartwise/service-kit';
import { exportMyForumData } from '../core/use-cases/export-my-data.js';
import type { ForumDeps } from './forum-deps.js';

/** "Download my data", the forum's part: always the caller's own (no id to ask for), even while suspended. */
export function exportRoutes(deps: ForumDeps): Router {
  const router = Router();
  deps.serve(router, 'exportMyForumData', async (req, res) => {
    res.json(await exportMyForumData(deps, caller(req).sub));
  });
  return router;
}
