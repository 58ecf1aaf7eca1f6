import { Router } from 'express';
import type { Helpline } from '@heartwise/contracts';

/**
 * GET /api/wellness/helplines: the deployment's helplines (HELPLINES, else contracts' defaults),
 * for "Get help now" on every page. Public on purpose: help is never behind a sign-in.
 */
export function helplineRoutes(deps: { helplines: readonly Helpline[] }): Router {
  const router = Router();
  router.get('/api/wellness/helplines', (_req, res) => {
    res.json(deps.helplines);
  });
  return router;
}
