import type { RequestHandler } from 'express';
import {
  authenticate,
  caller,
  operationRoutes,
  unauthorized,
  type ServedOperations,
  type ServeOperation,
  type TokenVerifier,
} from '@heartwise/service-kit';
import type { SessionsPort } from '../ports/sessions.port.js';

/** What a router needs to serve svc-identity's calls of the contracts. */
export interface IdentityServing {
  verifier: TokenVerifier;
  /** Where start-up counts the calls served (the service's context). */
  served: ServedOperations;
}

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

/**
 * Serves calls of the contracts, each behind the guard its `auth` names, with a live session (above)
 * as the proof of who calls: svc-identity's calls but the few `serveWithToken` serves.
 */
export const serveWithLiveSession = (
  deps: IdentityServing & { sessions: SessionsPort },
): ServeOperation<'identity'> =>
  operationRoutes({
    service: 'identity',
    verifier: deps.verifier,
    served: deps.served,
    signedIn: signedIn(deps.verifier, deps.sessions),
  });

/**
 * The same with a verified token alone as the proof, as every other service has it (the ended-
 * sessions projection refuses ended ones): who am I, signing out, and parent–youth links.
 */
export const serveWithToken = (deps: IdentityServing): ServeOperation<'identity'> =>
  operationRoutes({ service: 'identity', verifier: deps.verifier, served: deps.served });
