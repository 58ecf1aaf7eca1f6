import type { RequestHandler } from 'express';
import { authenticate, caller, unauthorized, type TokenVerifier } from '@heartwise/service-kit';
import type { SessionsPort } from '../ports/sessions.port.js';

/**
 * A valid token whose session is still alive. svc-identity owns the sessions, so it checks them
 * itself: a cookie revoked by logout, a role change or a deletion is 401 here even without the
 * gateway in front.
 */
export function signedIn(verifier: TokenVerifier, sessions: SessionsPort): RequestHandler[] {
  const alive: RequestHandler = async (req, _res, next) => {
    if (!(await sessions.isAlive(caller(req).sid))) throw unauthorized();
    next();
  };
  return [authenticate(verifier), alive];
}
