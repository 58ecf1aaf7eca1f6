import { Router } from 'express';
import { authenticateMember, caller, requireRole, type TokenVerifier } from '@heartwise/service-kit';
import type { WellnessRepositories } from '../ports/repositories.js';
import { wellnessOverview } from '../core/use-cases/wellness-overview.js';
import { wellnessInsights } from '../core/use-cases/wellness-insights.js';
import { mySummary, youthSummariesFor } from '../core/use-cases/youth-summaries.js';
import { callersToday } from './callers-today.js';

/** The dashboards' figures: the caller's own, and a parent's linked youth (aggregates only). */
export function overviewRoutes(
  deps: WellnessRepositories & { now: () => Date; verifier: TokenVerifier },
): Router {
  const router = Router();
  // Organization admins look after a district from the portal, never among its members (issue 16).
  const signedIn = authenticateMember(deps.verifier);

  router.get('/api/wellness/overview', signedIn, async (req, res) => {
    res.json(await wellnessOverview(deps, caller(req).sub, callersToday(req, deps.now)));
  });

  router.get('/api/wellness/insights', signedIn, async (req, res) => {
    res.json(await wellnessInsights(deps, caller(req).sub));
  });

  router.get('/api/wellness/youth-summaries', signedIn, requireRole('parent'), async (req, res) => {
    res.json(await youthSummariesFor(deps, caller(req).sub, callersToday(req, deps.now)));
  });

  router.get('/api/wellness/my-summary', signedIn, requireRole('youth'), async (req, res) => {
    res.json(await mySummary(deps, caller(req).sub, callersToday(req, deps.now)));
  });
  return router;
}
