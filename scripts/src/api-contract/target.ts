import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fromRoot } from '../paths.js';

/** The embedded default, running in a process of its own for the API contract run. */
export interface ContractTarget {
  /** The gateway, e.g. http://127.0.0.1:41234 (loopback, a free port). */
  url: string;
  /** What the process wrote to stderr (warnings, errors), for a failure report. */
  log(): string;
  stop(): Promise<void>;
}

/** Every port the embedded default opens; 0 lets the system pick a free one. */
const PORT_VARIABLES = [
  'PORT',
  'IDENTITY_PORT',
  'WELLNESS_PORT',
  'FORUM_PORT',
  'MODERATION_PORT',
  'REMOTE_WELLNESS_PORT',
  'REMOTE_FORUM_PORT',
  'REMOTE_ADMIN_PORT',
  'REMOTE_PORTAL_PORT',
];

/**
 * Starts `scripts/dist/api-contract/embedded-target-main.js` (built by `tsc -b`) and waits for the
 * line naming its URL. The demo password is the embedded default's unless DEMO_PASSWORD says.
 */
export async function startContractTarget(timeoutMs = 60_000): Promise<ContractTarget> {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'error' };
  for (const name of PORT_VARIABLES) env[name] = '0';
  const child = spawn(process.execPath, [fromRoot('scripts/dist/api-contract/embedded-target-main.js')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    // Keep the last part only: a long run's warnings must not grow without bound.
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  const url = await firstUrl(child, timeoutMs, () => stderr);
  return {
    url,
    log: () => stderr,
    stop: () => stopped(child),
  };
}

function firstUrl(child: ChildProcess, timeoutMs: number, log: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!child.stdout) return reject(new Error('the embedded default has no stdout'));
    const lines = createInterface({ input: child.stdout });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the embedded default did not start within ${timeoutMs / 1000} s:\n${log()}`));
    }, timeoutMs);
    lines.on('line', (line) => {
      try {
        const { url } = JSON.parse(line) as { url?: unknown };
        if (typeof url !== 'string') return;
        clearTimeout(timer);
        resolve(url);
      } catch {
        // Not the URL line.
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the embedded default exited (${code}) before it listened:\n${log()}`));
    });
  });
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
