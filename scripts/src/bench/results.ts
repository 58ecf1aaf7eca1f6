import type { ProcessCpu } from './cpu-time.js';
import type { EventLatency } from './event-latency.js';
import type { PageScores } from './lighthouse.js';
import type { LoadFigures } from './load.js';
import type { CallFigures, MorningPeakResult } from './morning-peak/index.js';
import type { DistrictSeed } from './seed-district.js';

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
  /** False when the seeding's budget ran out before the size was reached. */
  seeded: boolean;
}

/** Issue 18: the district seeded at two sizes, each hot call at both, and the morning peak. */
export interface DistrictResults {
  small: DistrictSeed;
  large: DistrictSeed;
  /** Each hot call of a youth through the gateway, one request at a time, at each size. */
  hotCalls: { small: CallFigures[]; large: CallFigures[] };
  /** Students of the large district through the gateway, all calls mixed. */
  peak: MorningPeakResult;
  /** How the peak was driven: students signed in, threads they open, seconds of warm-up first. */
  peakSetup: { students: number; threads: number; warmupS: number };
  /** CPU each process used during the counted peak (absent when /proc could not be read). */
  peakCpu?: ProcessCpu[];
}

/** Everything one `npm run bench` measured. */
export interface BenchResults {
  date: Date;
  machine: Machine;
  mode: string;
  ceiling: LoadFigures;
  endpoints: EndpointResult[];
  forum: { small: ForumSize; large: ForumSize };
  district: DistrictResults;
  events: EventLatency;
  /** Every process started at once, until all answered their probes. */
  coldStartS: number;
  /** Per part, started alone: spawn to first /readyz 200, ms. */
  startupMs: Record<string, number>;
  /** Per process after the full bench (the morning peak last), MiB. */
  memoryMiB: Record<string, number>;
  /** Absent when BENCH_LIGHTHOUSE=0. */
  lighthouse?: PageScores[];
}
