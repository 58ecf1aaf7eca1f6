import { Router } from 'express';
import { callersTimeZone } from '@heartwise/service-kit';
import { AdminActivityQuery } from '@heartwise/contracts';
import { adminFigures, type FiguresDeps } from '../core/use-cases/admin-figures.js';
import { adminSettings, type ConfiguredLimits } from '../core/use-cases/admin-settings.js';
import { adminActivityLog } from '../core/use-cases/admin-activity-log.js';
import type { AuditLog } from '../ports/audit-log.port.js';
import type { SessionsPort } from '../ports/sessions.port.js';
import { serveWithLiveSession, type IdentityServing } from './signed-in.js';

/** The admin dashboard's identity figures, settings and audit log: administrators only, enforced here. */
export function adminFigureRoutes(
  deps: FiguresDeps & {
    sessions: SessionsPort;
    audit: Pick<AuditLog, 'newest' | 'page'>;
    limits: ConfiguredLimits;
  } & IdentityServing,
): Router {
  const router = Router();
  const serve = serveWithLiveSession(deps);

  serve(router, 'identityFigures', async (req, res) => {
    res.json(await adminFigures(deps, callersTimeZone(req)));
  });

  serve(router, 'listAdminActivity', async (req, res) => {
    res.json(await adminActivityLog(deps, AdminActivityQuery.parse(req.query)));
  });

  serve(router, 'identitySettings', (_req, res) => {
    res.json(adminSettings(deps.limits));
  });
  return router;
}
