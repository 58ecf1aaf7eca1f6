import type { InfraProfile } from '../infra-env.js';

/** What one `npm run bench` does, from the environment: full (default) or quick (BENCH_QUICK=1). */
export interface BenchSettings {
  quick: boolean;
  /** Seconds of load per measured run. */
  durationS: number;
  /** Seconds of load before each measured run, thrown away (JIT, connection pools, caches). */
  warmupS: number;
  /** Concurrent connections autocannon keeps open. */
  connections: number;
  /** The two forum sizes compared. */
  threadsSmall: number;
  threadsLarge: number;
  /** Seeding stops here even if the large size is not reached (the table then says how many). */
  seedBudgetS: number;
  /** How many reports the event latency is measured over. */
  reports: number;
  lighthouse: boolean;
  /** `BENCH_ONLY=lighthouse`: only the Lighthouse pages, written into their own section of the doc. */
  only?: 'lighthouse';
  /** The real servers' profile (scripts/infra/infra.sh): `bench` unless HEARTWISE_INFRA_PROFILE names another. */
  profile: InfraProfile;
}

const PROFILES: readonly InfraProfile[] = ['dev', 'test', 'test2', 'test3', 'bench', 'chaos'];

function infraProfile(): InfraProfile {
  const raw = process.env.HEARTWISE_INFRA_PROFILE;
  if (raw === undefined || raw === '') return 'bench';
  const profile = PROFILES.find((name) => name === raw);
  if (!profile)
    throw new Error(`HEARTWISE_INFRA_PROFILE must be one of ${PROFILES.join(', ')} (got "${raw}")`);
  return profile;
}

function only(): 'lighthouse' | undefined {
  const raw = process.env.BENCH_ONLY;
  if (raw === undefined || raw === '') return undefined;
  if (raw !== 'lighthouse') throw new Error(`BENCH_ONLY can only be "lighthouse" (got "${raw}")`);
  return raw;
}

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number (got "${raw}")`);
  return value;
}

export function readSettings(): BenchSettings {
  const quick = process.env.BENCH_QUICK === '1';
  return {
    quick,
    durationS: positiveNumber('BENCH_DURATION_S', quick ? 3 : 10),
    warmupS: quick ? 1 : 2,
    connections: positiveNumber('BENCH_CONNECTIONS', 10),
    threadsSmall: 1_000,
    threadsLarge: quick ? 10_000 : 100_000,
    seedBudgetS: positiveNumber('BENCH_SEED_BUDGET_S', quick ? 60 : 150),
    reports: quick ? 20 : 50,
    lighthouse: process.env.BENCH_LIGHTHOUSE !== '0',
    ...(only() ? { only: 'lighthouse' as const } : {}),
    profile: infraProfile(),
  };
}
