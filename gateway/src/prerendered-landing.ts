import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Router, type RequestHandler } from 'express';
import { tokenFrom, type SessionStore, type TokenVerifier } from '@heartwise/service-kit';

/** The page the shell's build prerenders for visitors (shell/src/prerender/landing.tsx). */
export const LANDING_FILE = 'landing.html';

/**
 * GET /landing: a visitor gets the shell's prerendered page (HTML and CSS, no JavaScript); someone
 * with a live session gets the app (index.html, through the static site after this), which draws
 * the same page with their own header. A shell built without the file gets the app for everyone.
 */
export function prerenderedLanding(
  shellDir: string,
  verifier: TokenVerifier,
  sessions: SessionStore,
): RequestHandler {
  const router = Router();
  const file = join(shellDir, LANDING_FILE);
  if (!existsSync(file)) return router;
  router.get('/landing', async (req, res, next) => {
    // Either answer depends on the cookie: no shared cache may hand one person's to another.
    res.setHeader('Vary', 'Cookie');
    res.setHeader('Cache-Control', 'no-cache');
    try {
      if (await isSignedIn(req, verifier, sessions)) return next();
    } catch {
      // The session store is unreachable: the app decides, as it does on every other page.
      return next();
    }
    res.sendFile(file);
  });
  return router;
}

/** The same test as the /api session check: a valid token whose session is still alive. */
async function isSignedIn(
  req: Parameters<typeof tokenFrom>[0],
  verifier: TokenVerifier,
  sessions: SessionStore,
): Promise<boolean> {
  const claims = verifier.verify(tokenFrom(req));
  return claims ? (await sessions.get(claims.sid)) !== null : false;
}
