import type { InfraProfile } from '../infra-env.js';
import type { DistrictSize } from './seed-district.js';

/** What one `npm run bench` does, from the environment: full (default) or quick (BENCH_QUICK=1). */
export interface BenchSettings {
  quick: boolean;
  /** Seconds of load per measured run. */
  durationS: number;
  /** Seconds of load before each measured run, thrown away (JIT, connection pools, caches). */
  warmupS: number;
  /** Concurrent connections autocannon keeps open. */
  connections: number;
  /** The two district sizes the stores are seeded to and each hot call is compared at. */
  districtSmall: DistrictSize;
  districtLarge: DistrictSize;
  /** Check-ins each seeded youth has, spread over a year (BENCH_CHECKINS_PER_YOUTH). */
  checkInsPerYouth: number;
  /** Seeding of one size starts no new step after this (the doc then says how far it got). */
  seedBudgetS: number;
  /** Hot calls one request at a time, per call and size: at most this many, or this long. */
  hotCallRequests: number;
  hotCallSeconds: number;
  /** The morning peak: seconds measured (BENCH_PEAK_S) after a warm-up, at this concurrency. */
  peakS: number;
  peakWarmupS: number;
  peakConcurrency: number;
  /** How many seeded youth sign in during the peak (spread over the whole district). */
  peakStudents: number;
  /** How many reports the event latency is measured over. */
  reports: number;
  lighthouse: boolean;
  /**
   * `BENCH_ONLY=lighthouse`: only the Lighthouse pages, written into their own section of the doc.
   * `BENCH_ONLY=peak`: only the large district and its morning peak, printed (the doc is left as it is).
   */
  only?: BenchOnly;
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

export type BenchOnly = 'lighthouse' | 'peak';

function only(): BenchOnly | undefined {
  const raw = process.env.BENCH_ONLY;
  if (raw === undefined || raw === '') return undefined;
  if (raw !== 'lighthouse' && raw !== 'peak')
    throw new Error(`BENCH_ONLY can only be "lighthouse" or "peak" (got "${raw}")`);
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

function wholeNumber(name: string, fallback: number): number {
  const value = positiveNumber(name, fallback);
  if (!Number.isInteger(value)) throw new Error(`${name} must be a whole number (got "${value}")`);
  return value;
}

export function readSettings(): BenchSettings {
  const quick = process.env.BENCH_QUICK === '1';
  const chosen = only();
  return {
    quick,
    durationS: positiveNumber('BENCH_DURATION_S', quick ? 3 : 10),
    warmupS: quick ? 1 : 2,
    connections: positiveNumber('BENCH_CONNECTIONS', 10),
    // Issue 18: 1,000 of each, then 50,000 youth with a year of check-ins and 100,000 threads.
    districtSmall: { label: 'small', youth: quick ? 200 : 1_000, threads: 1_000 },
    districtLarge: { label: 'large', youth: quick ? 2_000 : 50_000, threads: quick ? 10_000 : 100_000 },
    checkInsPerYouth: wholeNumber('BENCH_CHECKINS_PER_YOUTH', 12),
    seedBudgetS: positiveNumber('BENCH_SEED_BUDGET_S', quick ? 180 : 1_800),
    hotCallRequests: quick ? 20 : 100,
    hotCallSeconds: quick ? 15 : 60,
    peakS: positiveNumber('BENCH_PEAK_S', quick ? 10 : 60),
    peakWarmupS: quick ? 2 : 5,
    // Enough open journeys to keep two cores busy without queueing far past the 500 ms p99.
    peakConcurrency: wholeNumber('BENCH_PEAK_CONCURRENCY', 64),
    peakStudents: wholeNumber('BENCH_PEAK_STUDENTS', 2_000),
    reports: quick ? 20 : 50,
    lighthouse: process.env.BENCH_LIGHTHOUSE !== '0',
    ...(chosen ? { only: chosen } : {}),
    profile: infraProfile(),
  };
}
