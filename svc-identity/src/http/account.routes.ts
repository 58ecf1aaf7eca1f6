import { Router } from 'express';
import { ChangePasswordRequest, UpdateProfileRequest, type OkBody } from '@heartwise/contracts';
import { caller } from '@heartwise/service-kit';
import { updateProfile } from '../core/use-cases/update-profile.js';
import { changePassword, type ChangePasswordDeps } from '../core/use-cases/change-password.js';
import { serveWithLiveSession, type IdentityServing } from './signed-in.js';
import { setSessionCookie } from './session-cookie.js';

/** A person's own account: their name and their password. Never anyone else's: no id in the path. */
export function accountRoutes(deps: ChangePasswordDeps & IdentityServing): Router {
  const router = Router();
  const serve = serveWithLiveSession(deps);

  serve(router, 'updateProfile', async (req, res) => {
    res.json(await updateProfile(deps, caller(req).sub, UpdateProfileRequest.parse(req.body)));
  });

  serve(router, 'changePassword', async (req, res) => {
    const session = await changePassword(deps, caller(req), ChangePasswordRequest.parse(req.body), req.ip);
    setSessionCookie(req, res, session.token, session.maxAgeSeconds);
    const body: OkBody = { ok: true };
    res.json(body);
  });

  return router;
}
