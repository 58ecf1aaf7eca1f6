import { RemotesManifest } from '@heartwise/contracts';
import { getJson } from '@heartwise/web-runtime';

/** GET /remotes.json: where each remote's mf-manifest.json lives in this deployment (configuration, not code). */
export const fetchRemotesManifest = (): Promise<RemotesManifest> => getJson('/remotes.json', RemotesManifest);
