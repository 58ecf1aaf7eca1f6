import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

export interface StaticSiteOptions {
  /** Serve index.html for unknown GET paths (the shell's client-side routes). */
  spaFallback?: boolean;
  /** Allow other origins to fetch files (a remote's manifest is fetched by the shell's origin). */
  cors?: boolean;
  /** Sent with every file (a remote's server: REMOTE_BUNDLE_CSP); the gateway sets its own with helmet. */
  contentSecurityPolicy?: string;
}

/**
 * The Content-Security-Policy of a remote's static server (local modes and the k8s nginx image
 * alike; k8s/test checks they agree). It binds only documents this origin serves: the shell loads
 * the remote's scripts from its own page, under the gateway's CSP, and a script's or JSON's own
 * header plays no part there. Its one page is the remote's standalone index.html, which runs its
 * scripts, styled-components' inline styles and /api calls from its own origin alone; nothing
 * may frame it, post forms or change its base.
 */
export const REMOTE_BUNDLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Entry files must be re-read on every load so a redeployed remote is picked up; hashed assets never change. */
const ALWAYS_FRESH = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json)(\.br|\.gz)?$/;

export function staticSite(dir: string, options: StaticSiteOptions = {}): Router {
  if (!existsSync(join(dir, options.spaFallback ? 'index.html' : 'mf-manifest.json'))) {
    throw new Error(`${dir} has not been built yet: run \`npm run build\``);
  }
  const router = express.Router();
  router.use((_req, res, next) => {
    // A file is what its extension says: never run a JSON or text file as a script or a page.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (options.contentSecurityPolicy)
      res.setHeader('Content-Security-Policy', options.contentSecurityPolicy);
    if (options.cors) res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
  // The builds write a brotli and a gzip copy beside each file (web-build's CompressionPlugin):
  // served as such to a browser that accepts them (with Vary: Accept-Encoding), compressed once at
  // build time at the highest level instead of on every request.
  router.use(
    expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: options.spaFallback ? 'index.html' : false,
      serveStatic: {
        index: options.spaFallback ? 'index.html' : false,
        setHeaders(res, path) {
          res.setHeader(
            'Cache-Control',
            ALWAYS_FRESH.test(path) ? 'no-cache' : 'public, max-age=31536000, immutable',
          );
        },
      },
    }),
  );
  if (options.spaFallback) {
    router.get('/{*splat}', (req, res, next) => {
      if (req.path.startsWith('/api/') || req.path === '/api') return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(join(dir, 'index.html'));
    });
  }
  return router;
}
