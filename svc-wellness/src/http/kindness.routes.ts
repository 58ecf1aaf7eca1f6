import { Router } from 'express';
import { ToggleKindnessRequest } from '@heartwise/contracts';
import { caller, callersTimeZone, type ServeOperation } from '@heartwise/service-kit';
import type { KindnessRepository } from '../ports/kindness.repository.port.js';
import { todaysKindness, toggleKindness } from '../core/use-cases/kindness-check.js';
import { callersToday } from './callers-today.js';

/** The Daily Kindness Check: today's completed activities, and flipping or setting one. */
export function kindnessRoutes(deps: {
  kindness: KindnessRepository;
  now: () => Date;
  serve: ServeOperation<'wellness'>;
}): Router {
  const router = Router();
  const { serve } = deps;

  serve(router, 'todaysKindness', async (req, res) => {
    res.json(await todaysKindness(deps, caller(req).sub, callersToday(req, deps.now)));
  });

  serve(router, 'toggleKindness', async (req, res) => {
    const tap = ToggleKindnessRequest.parse(req.body);
    res.json(await toggleKindness(deps, caller(req).sub, callersTimeZone(req), tap));
  });
  return router;
}
