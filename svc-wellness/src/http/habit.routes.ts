import { Router } from 'express';
import { HabitIdParams, ToggleHabitRequest } from '@heartwise/contracts';
import { caller, type ServeOperation } from '@heartwise/service-kit';
import type { HabitRepository } from '../ports/habit.repository.port.js';
import { todaysHabits } from '../core/use-cases/todays-habits.js';
import { markHabit } from '../core/use-cases/mark-habit.js';
import { callersToday } from './callers-today.js';

export function habitRoutes(deps: {
  habits: HabitRepository;
  now: () => Date;
  serve: ServeOperation<'wellness'>;
}): Router {
  const router = Router();
  const { serve } = deps;

  serve(router, 'todaysHabits', async (req, res) => {
    res.json(await todaysHabits(deps, caller(req).sub, callersToday(req, deps.now)));
  });

  serve(router, 'toggleHabit', async (req, res) => {
    const { id } = HabitIdParams.parse(req.params);
    const { completed } = ToggleHabitRequest.parse(req.body);
    res.json(await markHabit(deps, caller(req).sub, id, completed));
  });
  return router;
}
