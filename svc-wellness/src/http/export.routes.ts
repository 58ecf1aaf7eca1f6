import { Router } from 'express';
import { caller, type ServeOperation } from '@heartwise/service-kit';
import type { WellnessRepositories } from '../ports/repositories.js';
import { exportMyWellnessData } from '../core/use-cases/export-my-data.js';

/** "Download my data", wellness's part: always the caller's own (no id to ask for). */
export function exportRoutes(
  deps: WellnessRepositories & { now: () => Date; serve: ServeOperation<'wellness'> },
): Router {
  const router = Router();

  deps.serve(router, 'exportMyWellnessData', async (req, res) => {
    res.json(await exportMyWellnessData(deps, caller(req).sub));
  });
  return router;
}
