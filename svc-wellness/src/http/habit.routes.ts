import { Router } from 'express';
import { TIMEZONE_HEADER } from '@heartwise/contracts';
import { authenticate, caller, type TokenVerifier } from '@heartwise/service-kit';
import type { HabitRepository } from '../ports/habit.repository.port.js';
import { todaysHabits } from '../core/use-cases/todays-habits.js';
import { localDay, timeZoneOf } from '../core/local-day.js';

export function habitRoutes(deps: {
  habits: HabitRepository;
  now: () => Date;
  verifier: TokenVerifier;
}): Router {
  const router = Router();
  router.use('/api/habits', authenticate(deps.verifier));

  router.get('/api/habits', async (req, res) => {
    const today = localDay(deps.now(), timeZoneOf(req.headers[TIMEZONE_HEADER]));
    res.json(await todaysHabits(deps, caller(req).sub, today));
  });
  return router;
}
