import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Router } from 'express';

export interface StaticSiteOptions {
  /** Serve index.html for unknown GET paths (the shell's client-side routes). */
  spaFallback?: boolean;
  /** Allow other origins to fetch files (a remote's manifest is fetched by the shell's origin). */
  cors?: boolean;
}

/** Entry files must be re-read on every load so a redeployed remote is picked up; hashed assets never change. */
const ALWAYS_FRESH = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/;

export function staticSite(dir: string, options: StaticSiteOptions = {}): Router {
  if (!existsSync(join(dir, options.spaFallback ? 'index.html' : 'mf-manifest.json'))) {
    throw new Error(`${dir} has not been built yet: run \`npm run build\``);
  }
  const router = express.Router();
  if (options.cors) {
    router.use((_req, res, next) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      next();
    });
  }
  router.use(
    express.static(dir, {
      index: options.spaFallback ? 'index.html' : false,
      setHeaders(res, path) {
        res.setHeader(
          'Cache-Control',
          ALWAYS_FRESH.test(path) ? 'no-cache' : 'public, max-age=31536000, immutable',
        );
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
