import { Router } from 'express';
import { requireRole, type TokenVerifier } from '@heartwise/service-kit';
import { adminFigures, type FiguresDeps } from '../core/use-cases/admin-figures.js';
import { adminSettings, type ConfiguredLimits } from '../core/use-cases/admin-settings.js';
import type { SessionsPort } from '../ports/sessions.port.js';
import { signedIn } from './signed-in.js';

/** The admin dashboard's identity figures and settings: administrators only, enforced here. */
export function adminFigureRoutes(
  deps: FiguresDeps & { sessions: SessionsPort; limits: ConfiguredLimits; verifier: TokenVerifier },
): Router {
  const router = Router();
  const adminOnly = [...signedIn(deps.verifier, deps.sessions), requireRole('admin')];

  router.get('/api/admin/figures', ...adminOnly, async (_req, res) => {
    res.json(await adminFigures(deps));
  });

  router.get('/api/admin/settings', ...adminOnly, (_req, res) => {
    res.json(adminSettings(deps.limits));
  });
  return router;
}
