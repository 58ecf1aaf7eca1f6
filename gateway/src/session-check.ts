import type { RequestHandler } from 'express';
import { SESSION_COOKIE, tokenFrom, type SessionStore, type TokenVerifier } from '@heartwise/service-kit';

/**
 * Verifies the token and that its session is still alive (logout, role change and deletion kill
 * sessions at once). A dead or forged token is removed before proxying, so the service sees an
 * anonymous request, and the browser is told to drop the cookie.
 */
export function sessionCheck(verifier: TokenVerifier, sessions: SessionStore): RequestHandler {
  return async (req, res, next) => {
    // Clients never choose their own identity: only the session cookie speaks for them.
    delete req.headers.authorization;
    const token = tokenFrom(req);
    if (!token) return next();
    const claims = verifier.verify(token);
    const alive = claims ? (await sessions.get(claims.sid)) !== null : false;
    if (!alive) {
      req.headers.cookie = withoutCookie(req.headers.cookie ?? '', SESSION_COOKIE);
      res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
    }
    next();
  };
}

/** Drops every `name` pair however it is spaced (`name =v` parses as `name` too), so no service sees it. */
function withoutCookie(header: string, name: string): string {
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && part.split('=', 1)[0]?.trim() !== name)
    .join('; ');
}
