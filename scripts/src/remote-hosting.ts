import express from 'express';
import { listen, staticSite, type Listening } from '@heartwise/service-kit';
import { frontEndDist, type RemoteName } from './paths.js';

/**
 * Serves one remote's built bundle from its own origin, as its own deployment would: the shell
 * fetches its mf-manifest.json from there at runtime, so CORS is open and entry files never cached.
 */
export async function hostRemote(name: RemoteName, host: string, port: number): Promise<Listening> {
  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: `mfe-${name}` });
  });
  app.use(staticSite(frontEndDist[name], { cors: true }));
  return listen(app, host, port);
}

export function manifestUrl(publicHost: string, port: number): string {
  return `http://${publicHost}:${port}/mf-manifest.json`;
}
