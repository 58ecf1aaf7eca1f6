import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Router, type Request, type RequestHandler } from 'express';
import { tokenFrom, type SessionStore, type TokenVerifier } from '@heartwise/service-kit';

/** A page the shell's build prerenders for visitors (shell/src/prerender/), and who may get it. */
interface PrerenderedPage {
  path: string;
  /** Its file in the shell's dist. */
  file: string;
  /** Whether this request asks for exactly the page that was drawn. */
  drawnFor: (req: Request) => boolean;
}

/** The subdomains whose /auth is a portal's sign-in (shell/src/pages/auth/portal.ts), not the drawn one. */
const PORTAL_LABELS = new Set(['admin', 'mod', 'portal']);
const isPortalHost = (hostname: string): boolean => {
  const labels = hostname.toLowerCase().split('.');
  return labels.length >= 2 && PORTAL_LABELS.has(labels[0] ?? '');
};

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  // HTML and CSS, no JavaScript.
  { path: '/landing', file: 'landing.html', drawnFor: () => true },
  // The main domain's sign-in tabs, drawn before the app's deferred scripts take over. A portal's
  // sign-in and `/auth?activate` (another panel) are the app's to draw.
  {
    path: '/auth',
    file: 'auth.html',
    drawnFor: (req) => !isPortalHost(req.hostname) && !req.originalUrl.includes('?'),
  },
];

/**
 * GET of a prerendered page: a visitor gets the shell's drawn page; someone with a live session gets
 * the app (index.html, through the static site after this), which draws the page with their own
 * header, or sends them on. A shell built without a page's file gets the app for everyone there.
 */
export function prerenderedPages(
  shellDir: string,
  verifier: TokenVerifier,
  sessions: SessionStore,
): RequestHandler {
  const router = Router();
  for (const page of PRERENDERED_PAGES) {
    const file = join(shellDir, page.file);
    if (!existsSync(file)) continue;
    router.get(page.path, async (req, res, next) => {
      // Either answer depends on the cookie: no shared cache may hand one person's to another.
      res.setHeader('Vary', 'Cookie');
      res.setHeader('Cache-Control', 'no-cache');
      if (!page.drawnFor(req)) return next();
      try {
        if (await isSignedIn(req, verifier, sessions)) return next();
      } catch {
        // The session store is unreachable: the app decides, as it does on every other page.
        return next();
      }
      res.sendFile(file);
    });
  }
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
