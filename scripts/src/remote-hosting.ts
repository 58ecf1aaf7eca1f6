import express from 'express';
import { listen, REMOTE_BUNDLE_CSP, staticSite, type Listening } from '@heartwise/service-kit';
import { frontEndDist, type RemoteName } from './paths.js';

/**
 * Serves one remote's built bundle from its own origin, as its own deployment would: the shell
 * fetches its mf-manifest.json from there at runtime, so CORS is open and entry files never cached.
 * Every file goes with nosniff and the remote's CSP (REMOTE_BUNDLE_CSP), as the k8s image sends.
 */
export async function hostRemote(
  name: RemoteName,
  host: string,
  port: number,
  /** The built bundle; the remote's dist unless given (tests). */
  dir: string = frontEndDist[name],
): Promise<Listening> {
  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: `mfe-${name}` });
  });
  app.use(staticSite(dir, { cors: true, contentSecurityPolicy: REMOTE_BUNDLE_CSP }));
  return listen(app, host, port);
}

export function manifestUrl(publicHost: string, port: number): string {
  return `http://${publicHost}:${port}/mf-manifest.json`;
}
