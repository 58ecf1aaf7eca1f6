import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, wherever the compiled script runs from (scripts/dist/…). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const fromRoot = (...parts: string[]) => resolve(repoRoot, ...parts);

export const remoteNames = ['wellness', 'forum', 'admin', 'portal'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** Where each front end is built to. */
export const frontEndDist = {
  shell: fromRoot('shell/dist'),
  wellness: fromRoot('mfe-wellness/dist'),
  forum: fromRoot('mfe-forum/dist'),
  admin: fromRoot('mfe-admin/dist'),
  portal: fromRoot('mfe-portal/dist'),
} as const;
