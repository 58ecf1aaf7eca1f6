import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { basename } from 'node:path';
import { fromRoot } from '../paths.js';

/** CPU seconds each process has used so far (user + system), by name. */
export type CpuSnapshot = Map<string, number>;

/** One process's share of a measured window. */
export interface ProcessCpu {
  process: string;
  /** CPU seconds it used within the window. */
  seconds: number;
  /** Of everything the machine's cores could do in the window (1 = every core, the whole time). */
  shareOfMachine: number;
}

/** Kernel clock ticks per second, in which /proc/<pid>/stat counts CPU time. */
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime of a live process, in seconds; undefined once it is gone. */
async function cpuSecondsOf(pid: number): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (!stat) return undefined;
  // Fields after the command (which may hold spaces) start after its closing parenthesis;
  // utime and stime are fields 14 and 15 of the whole line.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return Number.isFinite(utime) && Number.isFinite(stime) ? (utime + stime) / ticksPerSecond : undefined;
}

/** The real servers of an infra profile, by the pid files scripts/infra/infra.sh keeps. */
async function serverPids(profile: string): Promise<Record<string, number>> {
  const runDir = fromRoot('.infra', profile, 'run');
  const files = await readdir(runDir).catch(() => [] as string[]);
  const pids: Record<string, number> = {};
  for (const file of files.filter((name) => name.endsWith('.pid'))) {
    const pid = Number((await readFile(`${runDir}/${file}`, 'utf8')).trim());
    if (Number.isInteger(pid) && pid > 0) pids[basename(file, '.pid')] = pid;
  }
  return pids;
}

/**
 * CPU time so far of the stack's parts, the profile's servers (FerretDB, Kafka, Redis) and the
 * bench itself (the load driver), so a window's figures say which process the cores worked for.
 */
export async function cpuSnapshot(stackPids: Record<string, number>, profile: string): Promise<CpuSnapshot> {
  const named = { ...stackPids, ...(await serverPids(profile)), 'bench (load driver)': process.pid };
  const snapshot: CpuSnapshot = new Map();
  for (const [name, pid] of Object.entries(named)) {
    const seconds = await cpuSecondsOf(pid);
    if (seconds !== undefined) snapshot.set(name, seconds);
  }
  return snapshot;
}

/** What each process used between two snapshots `windowS` apart, busiest first. */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot, windowS: number): ProcessCpu[] {
  const capacity = windowS * cpus().length;
  return [...after]
    .flatMap(([name, end]) => {
      const start = before.get(name);
      if (start === undefined) return [];
      const seconds = Math.max(0, end - start);
      return [{ process: name, seconds, shareOfMachine: capacity > 0 ? seconds / capacity : 0 }];
    })
    .sort((a, b) => b.seconds - a.seconds);
}
