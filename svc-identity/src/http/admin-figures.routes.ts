import { Router } from 'express';
import { adminFigures, type FiguresDeps } from '../core/use-cases/admin-figures.js';
import { adminSettings, type ConfiguredLimits } from '../core/use-cases/admin-settings.js';
import type { SessionsPort } from '../ports/sessions.port.js';
import { serveWithLiveSession, type IdentityServing } from './signed-in.js';

/** The admin dashboard's identity figures and settings: administrators only, enforced here. */
export function adminFigureRoutes(
  deps: FiguresDeps & { sessions: SessionsPort; limits: ConfiguredLimits } & IdentityServing,
): Router {
  const router = Router();
  const serve = serveWithLiveSession(deps);

  serve(router, 'identityFigures', async (_req, res) => {
    res.json(await adminFigures(deps));
  });

  serve(router, 'identitySettings', (_req, res) => {
    res.json(adminSettings(deps.limits));
  });
  return router;
}
