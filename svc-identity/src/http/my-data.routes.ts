import { Router } from 'express';
import { DeleteAccountRequest, type OkBody } from '@heartwise/contracts';
import { caller } from '@heartwise/service-kit';
import type { LinkRepository } from '../ports/link.repository.port.js';
import { deleteOwnAccount, type DeleteOwnAccountDeps } from '../core/use-cases/delete-own-account.js';
import { exportMyData } from '../core/use-cases/export-my-data.js';
import { serveWithLiveSession, type IdentityServing } from './signed-in.js';
import { clearSessionCookie } from './session-cookie.js';

/**
 * Profile Settings: "Download my data" (identity's part) and "Delete my account". Always the
 * caller's own: no id in the path.
 */
export function myDataRoutes(
  deps: DeleteOwnAccountDeps & { links: LinkRepository } & IdentityServing,
): Router {
  const router = Router();
  const serve = serveWithLiveSession(deps);

  serve(router, 'exportMyAccountData', async (req, res) => {
    res.json(await exportMyData(deps, caller(req)));
  });

  serve(router, 'deleteMyAccount', async (req, res) => {
    await deleteOwnAccount(deps, caller(req), DeleteAccountRequest.parse(req.body), req.ip);
    clearSessionCookie(req, res);
    const body: OkBody = { ok: true };
    res.json(body);
  });

  return router;
}
