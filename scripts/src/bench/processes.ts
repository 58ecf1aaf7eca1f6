import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Stack } from '../stack.js';

/** Resident memory (VmRSS) of each of the stack's processes, in MiB; absent when unreadable. */
export async function residentMemory(stack: Stack): Promise<Record<string, number>> {
  const memory: Record<string, number> = {};
  for (const [name, pid] of Object.entries(stack.pids())) {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    if (kb) memory[name] = Number(kb) / 1024;
  }
  return memory;
}

/** The parts whose start-up is timed, with the port their /readyz answers on. */
export function timedParts(stack: Stack): { name: string; port: number }[] {
  return [
    { name: 'svc-identity', port: stack.ports.identity ?? 0 },
    { name: 'svc-wellness', port: stack.ports.wellness ?? 0 },
    { name: 'svc-forum', port: stack.ports.forum ?? 0 },
    { name: 'svc-moderation', port: stack.ports.moderation ?? 0 },
    { name: 'gateway', port: stack.ports.gateway ?? 0 },
  ];
}

/**
 * Start-up time of each part: stopped, then started again alone, from the spawn to its first
 * /readyz 200. Polled every 20 ms here (the stack's own wait polls every 250 ms). One at a time,
 * so no part competes with another's start; the servers (FerretDB, Kafka, Redis) are already up.
 */
export async function startupTimes(stack: Stack): Promise<Record<string, number>> {
  const times: Record<string, number> = {};
  for (const { name, port } of timedParts(stack)) {
    await stack.stopPart(name);
    const spawned = performance.now();
    const started = stack.startPart(name);
    times[name] = await firstReady(`http://127.0.0.1:${port}/readyz`, spawned);
    // A part not ready within the minute shows as such in the report; the figures measured before
    // it are not lost to it.
    await started.catch((error: unknown) =>
      console.error(`bench: ${name} did not start again:`, error instanceof Error ? error.message : error),
    );
  }
  return times;
}

async function firstReady(probe: string, since: number): Promise<number> {
  const deadline = since + 60_000;
  while (performance.now() < deadline) {
    const ok = await fetch(probe, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return performance.now() - since;
    await sleep(20);
  }
  return Number.NaN;
}
