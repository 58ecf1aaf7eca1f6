import type { Request, RequestHandler } from 'express';
import { parse as parseCookie } from 'cookie';
import type { AccessClaims, Role } from '@heartwise/contracts';
import { forbidden } from '../domain/domain-error.js';
import { unauthorized } from '../http/http-error.js';
import { SESSION_COOKIE, type TokenVerifier } from './tokens.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by `authenticate` once the token is verified. */
    auth?: AccessClaims;
  }
}

/** The token from the session cookie, or from `Authorization: Bearer` (service-to-service and tools). */
export function tokenFrom(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length);
  const cookies = req.headers.cookie ? parseCookie(req.headers.cookie) : {};
  return cookies[SESSION_COOKIE] ?? undefined;
}

/** Every service verifies the token again itself (ARCHITECTURE §5): never trust the gateway alone. */
export function authenticate(verifier: TokenVerifier): RequestHandler {
  return (req, _res, next) => {
    const claims = verifier.verify(tokenFrom(req));
    if (!claims) throw unauthorized();
    req.auth = claims;
    next();
  };
}

export function requireRole(...roles: Role[]): RequestHandler {
  return (req, _res, next) => {
    if (!req.auth) throw unauthorized();
    if (!roles.includes(req.auth.role)) throw forbidden();
    next();
  };
}

/** The signed-in caller; for handlers mounted behind `authenticate`. */
export function caller(req: Request): AccessClaims {
  if (!req.auth) throw unauthorized();
  return req.auth;
}

export const ORG_ADMIN_REFUSAL =
  'Organization admins look after their district from the Organization Portal, not among its members.';

/**
 * For a service's member calls (issue 16): an organization admin is refused (403). They manage a
 * district from the portal and must never read or post among its youth. Mount after `authenticate`.
 */
export function refuseOrgAdmins(): RequestHandler {
  return (req, _res, next) => {
    if (req.auth?.role === 'org-admin') throw forbidden(ORG_ADMIN_REFUSAL);
    next();
  };
}
