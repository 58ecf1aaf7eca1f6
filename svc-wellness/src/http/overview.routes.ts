import { Router } from 'express';
import { caller, requireRole, type ServeOperation } from '@heartwise/service-kit';
import type { WellnessRepositories } from '../ports/repositories.js';
import { wellnessOverview } from '../core/use-cases/wellness-overview.js';
import { wellnessInsights } from '../core/use-cases/wellness-insights.js';
import { mySummary, youthSummariesFor } from '../core/use-cases/youth-summaries.js';
import { callersToday } from './callers-today.js';

/** The dashboards' figures: the caller's own, and a parent's linked youth (aggregates only). */
export function overviewRoutes(
  deps: WellnessRepositories & { now: () => Date; serve: ServeOperation<'wellness'> },
): Router {
  const router = Router();
  const { serve } = deps;

  serve(router, 'wellnessOverview', async (req, res) => {
    res.json(await wellnessOverview(deps, caller(req).sub, callersToday(req, deps.now)));
  });

  serve(router, 'wellnessInsights', async (req, res) => {
    res.json(await wellnessInsights(deps, caller(req).sub));
  });

  // Beyond `member`, a parent's call and a youth's: their 403 is in each call's `errors`.
  serve(router, 'youthSummaries', requireRole('parent'), async (req, res) => {
    res.json(await youthSummariesFor(deps, caller(req).sub, callersToday(req, deps.now)));
  });

  serve(router, 'mySummary', requireRole('youth'), async (req, res) => {
    res.json(await mySummary(deps, caller(req).sub, callersToday(req, deps.now)));
  });
  return router;
}
