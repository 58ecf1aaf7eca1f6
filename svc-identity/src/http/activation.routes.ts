import { Router } from 'express';
import { ActivationRequest, IssueActivationCodesRequest } from '@heartwise/contracts';
import { districtPersonId } from './person-id.js';
import { caller } from '@heartwise/service-kit';
import type { SessionsPort } from '../ports/sessions.port.js';
import { activateAccount, type ActivateDeps } from '../core/use-cases/activate-account.js';
import {
  issueActivationCode,
  issueActivationCodes,
  type IssueActivationDeps,
} from '../core/use-cases/issue-activation-codes.js';
import { portalOf } from '../core/portal.js';
import { setSessionCookie } from './session-cookie.js';
import { knownDeviceToken, setKnownDeviceCookie } from './known-device-cookie.js';
import { serveWithLiveSession, type IdentityServing } from './signed-in.js';

/**
 * Activation codes (issue 16): an organization admin issues them for their own district's people
 * who have not activated yet; the person activates with one on /auth and is signed in.
 */
export function activationRoutes(
  deps: ActivateDeps &
    IssueActivationDeps & { sessions: SessionsPort; knownDeviceDays: number } & IdentityServing,
): Router {
  const router = Router();
  const serve = serveWithLiveSession(deps);

  serve(router, 'issueActivationCodes', async (req, res) => {
    const request = IssueActivationCodesRequest.parse(req.body);
    res.status(201).json(await issueActivationCodes(deps, caller(req), request));
  });

  serve(router, 'resendActivationCode', async (req, res) => {
    res.status(201).json(await issueActivationCode(deps, caller(req), districtPersonId(req)));
  });

  serve(router, 'activate', async (req, res) => {
    const request = ActivationRequest.parse(req.body);
    // req.ip: the client as the trusted proxy (the gateway) reports it; see TRUST_PROXY.
    const {
      user,
      session: started,
      deviceToken,
    } = await activateAccount(deps, portalOf(req.headers.host), request, {
      address: req.ip,
      deviceToken: knownDeviceToken(req),
    });
    setSessionCookie(req, res, started.token, started.maxAgeSeconds);
    setKnownDeviceCookie(req, res, deviceToken, deps.knownDeviceDays);
    res.json(user);
  });

  return router;
}
