// What a front end's image serves, read from the nginx config its Dockerfile copies in.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot } from './render.js';

export interface StaticServerConfig {
  /** The config file inside the repository. */
  file: string;
  text: string;
  port: number;
  /** `location = /path { return 200 ... }`: answers without a file. */
  exactLocations: Map<string, number>;
}

export function staticServerConfig(deployable: string): StaticServerConfig {
  const dockerfile = readFileSync(resolve(repoRoot, deployable, 'Dockerfile'), 'utf8');
  const copy = /^COPY\s+(\S+)\s+\/etc\/nginx\/conf\.d\/default\.conf\s*$/m.exec(dockerfile);
  if (!copy?.[1]) throw new Error(`${deployable}/Dockerfile copies no nginx config to conf.d/default.conf`);
  const file = copy[1];
  const text = readFileSync(resolve(repoRoot, file), 'utf8');
  const listen = /^\s*listen\s+(\d+)\s*;/m.exec(text);
  const exactLocations = new Map<string, number>();
  for (const match of text.matchAll(/location\s*=\s*(\S+)\s*\{([^}]*)\}/g)) {
    const status = /return\s+(\d{3})/.exec(match[2] ?? '');
    if (match[1] && status?.[1]) exactLocations.set(match[1], Number(status[1]));
  }
  return { file, text, port: Number(listen?.[1] ?? 80), exactLocations };
}
