import { Router } from 'express';
import { authenticate, caller, type TokenVerifier } from '@heartwise/service-kit';
import type { WellnessRepositories } from '../ports/repositories.js';
import { exportMyWellnessData } from '../core/use-cases/export-my-data.js';

/** "Download my data", wellness's part: always the caller's own (no id to ask for). */
export function exportRoutes(
  deps: WellnessRepositories & { now: () => Date; verifier: TokenVerifier },
): Router {
  const router = Router();

  router.get('/api/wellness/export', authenticate(deps.verifier), async (req, res) => {
    res.json(await exportMyWellnessData(deps, caller(req).sub));
  });
  return router;
}
