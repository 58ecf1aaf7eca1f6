import { Router } from 'express';
import { LoginRequest, RegisterRequest, type OkBody } from '@heartwise/contracts';
import { caller } from '@heartwise/service-kit';
import { register, type RegisterDeps } from '../core/use-cases/register.js';
import { login, type LoginDeps } from '../core/use-cases/login.js';
import { currentUser } from '../core/use-cases/current-user.js';
import { portalOf } from '../core/portal.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { knownDeviceToken, setKnownDeviceCookie } from './known-device-cookie.js';
import { serveWithToken, type IdentityServing } from './signed-in.js';

export function authRoutes(
  deps: LoginDeps & RegisterDeps & { knownDeviceDays: number } & IdentityServing,
): Router {
  const router = Router();
  const serve = serveWithToken(deps);

  serve(router, 'register', async (req, res) => {
    // req.ip: the client as the trusted proxy (the gateway) reports it; see TRUST_PROXY.
    const { user, session } = await register(deps, RegisterRequest.parse(req.body), req.ip);
    setSessionCookie(req, res, session.token, session.maxAgeSeconds);
    res.status(201).json(user);
  });

  serve(router, 'login', async (req, res) => {
    const request = LoginRequest.parse(req.body);
    // req.ip: the client as the trusted proxy (the gateway) reports it; see TRUST_PROXY.
    const { user, session, deviceToken } = await login(deps, portalOf(req.headers.host), request, {
      address: req.ip,
      deviceToken: knownDeviceToken(req),
    });
    setSessionCookie(req, res, session.token, session.maxAgeSeconds);
    setKnownDeviceCookie(req, res, deviceToken, deps.knownDeviceDays);
    res.json(user);
  });

  /** The landing page's buttons navigate here (SPEC §2): send the browser to the sign-in page. */
  serve(router, 'loginPage', (_req, res) => {
    res.redirect(302, '/auth');
  });

  serve(router, 'logout', async (req, res) => {
    await deps.sessions.end(caller(req).sid);
    clearSessionCookie(req, res);
    const body: OkBody = { ok: true };
    res.json(body);
  });

  serve(router, 'currentUser', async (req, res) => {
    res.json(await currentUser(deps, caller(req)));
  });

  return router;
}
