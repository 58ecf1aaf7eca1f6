import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fromRoot } from '../paths.js';

const run = promisify(execFile);

/** The profile every chaos run uses: its own ports and state, wiped on `up`. */
export const CHAOS_PROFILE = 'chaos';

/**
 * Stops or starts one of the chaos profile's servers (its data is kept) with scripts/infra/infra.sh;
 * resolves with how long the command took (start returns once the server answers).
 */
export async function infraServer(command: 'stop' | 'start', server: 'kafka' | 'ferretdb'): Promise<number> {
  const started = Date.now();
  await run('bash', [fromRoot('scripts/infra/infra.sh'), command, server], {
    env: { ...process.env, HEARTWISE_INFRA_PROFILE: CHAOS_PROFILE },
    timeout: 120_000,
  });
  return Date.now() - started;
}

/** Brings the whole chaos profile down; errors are printed, never thrown (it runs during cleanup). */
export async function infraDown(): Promise<void> {
  try {
    await run('bash', [fromRoot('scripts/infra/infra.sh'), 'down'], {
      env: { ...process.env, HEARTWISE_INFRA_PROFILE: CHAOS_PROFILE },
      timeout: 120_000,
    });
  } catch (error) {
    console.error(`chaos: bringing the ${CHAOS_PROFILE} servers down failed: ${(error as Error).message}`);
  }
}
