import { Router } from 'express';
import { HabitIdParams, ToggleHabitRequest } from '@heartwise/contracts';
import { authenticateMember, caller, type TokenVerifier } from '@heartwise/service-kit';
import type { HabitRepository } from '../ports/habit.repository.port.js';
import { todaysHabits } from '../core/use-cases/todays-habits.js';
import { markHabit } from '../core/use-cases/mark-habit.js';
import { callersToday } from './callers-today.js';

export function habitRoutes(deps: {
  habits: HabitRepository;
  now: () => Date;
  verifier: TokenVerifier;
}): Router {
  const router = Router();
  // Organization admins look after a district from the portal, never among its members (issue 16).
  const signedIn = authenticateMember(deps.verifier);

  router.get('/api/habits', signedIn, async (req, res) => {
    res.json(await todaysHabits(deps, caller(req).sub, callersToday(req, deps.now)));
  });

  router.patch('/api/habits/:id/complete', signedIn, async (req, res) => {
    const { id } = HabitIdParams.parse(req.params);
    const { completed } = ToggleHabitRequest.parse(req.body);
    res.json(await markHabit(deps, caller(req).sub, id, completed));
  });
  return router;
}
