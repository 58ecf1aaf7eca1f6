import { Router } from 'express';
import { authenticate, caller, type TokenVerifier } from '@heartwise/service-kit';
import type { HabitRepository } from '../ports/habit.repository.port.js';
import { exportMyWellnessData } from '../core/use-cases/export-my-data.js';

/** "Download my data", wellness's part: always the caller's own (no id to ask for). */
export function exportRoutes(deps: {
  habits: HabitRepository;
  now: () => Date;
  verifier: TokenVerifier;
}): Router {
  const router = Router();
  router.use('/api/wellness', authenticate(deps.verifier));

  router.get('/api/wellness/export', async (req, res) => {
    res.json(await exportMyWellnessData(deps, caller(req).sub));
  });
  return router;
}
