import type { EventLatency } from './event-latency.js';
import type { PageScores } from './lighthouse.js';
import type { LoadFigures } from './load.js';
import type { SeedOutcome } from './seed-threads.js';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  /** 1-minute load average when the run started: other work on the machine skews the figures. */
  loadAverage: number;
}

export interface EndpointResult {
  name: string;
  direct: LoadFigures;
  gateway: LoadFigures;
}

export interface ForumSize {
  threads: number;
  figures: LoadFigures;
  seed: SeedOutcome;
}

/** Everything one `npm run bench` measured. */
export interface BenchResults {
  date: Date;
  machine: Machine;
  mode: string;
  ceiling: LoadFigures;
  endpoints: EndpointResult[];
  forum: { small: ForumSize; large: ForumSize };
  events: EventLatency;
  /** Every process started at once, until all answered their probes. */
  coldStartS: number;
  /** Per part, started alone: spawn to first /readyz 200, ms. */
  startupMs: Record<string, number>;
  /** Per process after the load, MiB. */
  memoryMiB: Record<string, number>;
  /** Absent when BENCH_LIGHTHOUSE=0. */
  lighthouse?: PageScores[];
}
