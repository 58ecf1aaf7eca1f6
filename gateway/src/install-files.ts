import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Router, type RequestHandler } from 'express';

/**
 * The shell's service worker and web app manifest (issue 18), ahead of the static site: both must
 * be re-read on every load (a new worker or manifest is picked up at once, not after a year of
 * "immutable"), and the manifest goes with its own media type.
 */
const FILES: Record<string, string> = {
  '/sw.js': 'text/javascript; charset=utf-8',
  '/manifest.webmanifest': 'application/manifest+json; charset=utf-8',
};

export function installFiles(shellDir: string): RequestHandler {
  const router = Router();
  for (const [path, type] of Object.entries(FILES)) {
    const file = join(shellDir, path);
    router.get(path, (_req, res, next) => {
      if (!existsSync(file)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.sendFile(file, { cacheControl: false, headers: { 'Content-Type': type } });
    });
  }
  return router;
}
