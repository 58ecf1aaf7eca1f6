import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fromRoot } from '../paths.js';

export interface RunningCeiling {
  url: string;
  stop(): Promise<void>;
}

/** Starts scripts/dist/bench/ceiling-server.js in a child process and reads the port it chose. */
export async function startCeiling(): Promise<RunningCeiling> {
  const child = spawn(process.execPath, [fromRoot('scripts/dist/bench/ceiling-server.js')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const [line] = (await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(() => {
      throw new Error('the ceiling server exited before it listened');
    }),
  ])) as [string];
  lines.close();
  return {
    url: `http://127.0.0.1:${line.trim()}/`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
