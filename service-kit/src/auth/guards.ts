import type { Request, RequestHandler } from 'express';
import { parse as parseCookie } from 'cookie';
import type { AccessClaims, Role } from '@heartwise/contracts';
import { forbidden, unauthorized } from '../http/http-error.js';
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
