/**
 * Each remote's release as one unit (issue 18; docs/deploy.md "Caching"). A remote is deployed on its
 * own, so its mf-manifest.json and remoteEntry.js change together and must reach a page together:
 * the worker always asks the network first (a new release is picked up on the next load), fetches
 * the entry of the manifest it got at once, and keeps the pair under the manifest's digest. Offline,
 * or when the network gives only half of a new release, the page gets the last whole pair; never a
 * new manifest with an old entry. Content-hashed chunks never change, so any cached copy is right.
 */
export const REMOTES_CACHE = 'heartwise-remotes-v1';
export const CONFIG_CACHE = 'heartwise-config-v1';
/** What the shell reads to find its remotes (the gateway's configuration). */
export const REMOTES_CONFIG_PATH = '/remotes.json';

/** How long the network may take before the last whole release is used (a bad connection). */
const MANIFEST_PATIENCE_MS = 4000;
const ENTRY_PATIENCE_MS = 8000;

/** Fetched as CORS (the remotes' servers allow any origin): a readable answer, not an opaque one. */
export async function fetchReadable(url: string, patienceMs: number): Promise<Response> {
  const response = await fetch(url, {
    mode: 'cors',
    credentials: 'omit',
    cache: 'no-cache',
    signal: AbortSignal.timeout(patienceMs),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/** Each remote's mf-manifest.json URL, read from /remotes.json as the worker last cached it. */
export async function remoteManifestUrls(): Promise<string[]> {
  const cached = await (await caches.open(CONFIG_CACHE)).match(REMOTES_CONFIG_PATH);
  if (!cached) return [];
  try {
    const manifests = Object.values((await cached.json()) as Record<string, unknown>);
    return manifests.filter((url): url is string => typeof url === 'string');
  } catch {
    return [];
  }
}

export const folderOf = (url: string): string => new URL('.', url).href;

async function digestOf(text: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(bytes).slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Where a manifest says its entry is (module federation's `metaData.remoteEntry`). */
export function entryUrlOf(manifestText: string, manifestUrl: string): string {
  const { metaData } = JSON.parse(manifestText) as {
    metaData?: { remoteEntry?: { path?: string; name?: string } };
  };
  const { path = '', name = 'remoteEntry.js' } = metaData?.remoteEntry ?? {};
  return new URL(`${path ? `${path.replace(/\/$/, '')}/` : ''}${name}`, folderOf(manifestUrl)).href;
}

interface ManifestAssets {
  assets?: { js?: { sync?: string[]; async?: string[] } };
}

/**
 * Every script a remote's manifest names (its exposed modules and shared packages, loaded now or
 * later): fetched into the code cache with the release, so a part of the remote first opened with
 * no connection is there too.
 */
export function releaseScripts(manifestText: string, manifestUrl: string): string[] {
  const { exposes = [], shared = [] } = JSON.parse(manifestText) as {
    exposes?: ManifestAssets[];
    shared?: ManifestAssets[];
  };
  const files = [...exposes, ...shared].flatMap(({ assets }) => [
    ...(assets?.js?.sync ?? []),
    ...(assets?.js?.async ?? []),
  ]);
  return [...new Set(files)].map((file) => new URL(file, folderOf(manifestUrl)).href);
}

const entryKey = (entryUrl: string, release: string): string => `${entryUrl}?heartwise-release=${release}`;

/** The cached manifest of a remote and the entry kept with it, when the device has a whole pair. */
async function cachedRelease(cache: Cache, manifestUrl: string) {
  const manifest = await cache.match(manifestUrl);
  if (!manifest) return undefined;
  const text = await manifest.clone().text();
  const entry = await cache.match(entryKey(entryUrlOf(text, manifestUrl), await digestOf(text)));
  return entry ? { manifest, entry } : undefined;
}

/** Writes a whole release: the entry first, so a manifest in the cache always has its entry. */
async function keepRelease(
  cache: Cache,
  manifestUrl: string,
  text: string,
  manifest: Response,
  entry: Response,
) {
  const entryUrl = entryUrlOf(text, manifestUrl);
  await cache.put(entryKey(entryUrl, await digestOf(text)), entry);
  await cache.put(manifestUrl, manifest);
  // Older releases' entries of this remote are of no more use.
  for (const key of await cache.keys()) {
    if (key.url.startsWith(`${entryUrl}?`) && key.url !== entryKey(entryUrl, await digestOf(text)))
      await cache.delete(key);
  }
}

/** mf-manifest.json: the network's release when it gives the whole of it, else the last whole one. */
export async function remoteManifest(manifestUrl: string): Promise<Response> {
  const cache = await caches.open(REMOTES_CACHE);
  try {
    const manifest = await fetchReadable(manifestUrl, MANIFEST_PATIENCE_MS);
    const text = await manifest.clone().text();
    try {
      const entry = await fetchReadable(entryUrlOf(text, manifestUrl), ENTRY_PATIENCE_MS);
      await keepRelease(cache, manifestUrl, text, manifest.clone(), entry);
      return manifest;
    } catch {
      // Half a release: the last whole one if the device has it; else the new manifest, whose
      // entry the page then asks the network for itself.
      return (await cachedRelease(cache, manifestUrl))?.manifest ?? manifest;
    }
  } catch {
    return (await cache.match(manifestUrl)) ?? Response.error();
  }
}

/** remoteEntry.js: the one kept with the manifest the page was just given, else the network's. */
export async function remoteEntry(entryUrl: string, manifestUrl: string): Promise<Response> {
  const cache = await caches.open(REMOTES_CACHE);
  const release = await cachedRelease(cache, manifestUrl);
  if (release && entryUrlOf(await release.manifest.clone().text(), manifestUrl) === entryUrl)
    return release.entry;
  try {
    return await fetchReadable(entryUrl, ENTRY_PATIENCE_MS);
  } catch {
    return Response.error();
  }
}
