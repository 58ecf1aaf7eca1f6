import type { UserProfile } from '@heartwise/contracts';
import {
  baseServiceEnv,
  createLogger,
  openInfrastructure,
  seedProgress,
  type DocumentStore,
  type Infrastructure,
} from '@heartwise/service-kit';
import { forumService, seedForumMembers, seedForumThreads } from '@heartwise/svc-forum';
import { identityService, seedYouthAccounts } from '@heartwise/svc-identity';
import { seedWellnessHistory, wellnessService } from '@heartwise/svc-wellness';

/** Every seeded youth's password: one scrypt hash, reused (hashing 50,000 would take an hour). */
export const DISTRICT_PASSWORD = 'morning-peak-Walk-to-school-7';

/** One size of the district the bench seeds: how many youth and forum threads the stores hold. */
export interface DistrictSize {
  label: 'small' | 'large';
  youth: number;
  threads: number;
}

/** One seeding step: what it wrote this run, and in how long. */
export interface SeedStep {
  step: string;
  /** Documents written this run (records; the read models beside them are not counted). */
  documents: number;
  seconds: number;
  complete: boolean;
}

/** What the stores hold after seeding one size, and how the seeding went. */
export interface DistrictSeed {
  size: DistrictSize;
  checkInsPerYouth: number;
  /** Seeded youth, check-ins and threads the stores hold now (earlier runs' and sizes' included). */
  youth: number;
  checkIns: number;
  threads: number;
  steps: SeedStep[];
  seconds: number;
  budgetS: number;
  /** False when the budget ran out first: the later sizes' figures are then on a smaller store. */
  complete: boolean;
}

export interface SeedDistrictOptions {
  /** Seeded content is dated before this (the bench's start): what the run writes stays newest. */
  now: Date;
  checkInsPerYouth: number;
  budgetS: number;
  log: (line: string) => void;
}

/** Youth per call of svc-wellness's seeding: the budget is checked, and progress kept, in between. */
const WELLNESS_CHUNK = 500;
/** Connections svc-wellness's seeding writes on at once (each store runs its writes one at a time). */
const WELLNESS_STREAMS = 2;
/**
 * Days of habit records each youth has (today's five among them). The year is in the check-ins;
 * a week of habits was 35 of a youth's 68 documents and doubled the longest step of the bench,
 * while no hot call reads a habit older than today by anything but its day's key.
 */
const HABIT_DAYS = 1;

async function storeOf(mongoUrl: string, service: string): Promise<Infrastructure> {
  return openInfrastructure({
    service,
    env: baseServiceEnv.parse({ MONGO_URL: mongoUrl, JWT_PUBLIC_KEY: 'not used here' }),
    logger: createLogger(`bench-seed-${service}`, 'warn'),
  });
}

async function timed<T>(
  step: string,
  work: () => Promise<T>,
  figures: (result: T) => { documents: number; complete: boolean },
): Promise<{ result: T; step: SeedStep }> {
  const started = performance.now();
  const result = await work();
  return { result, step: { step, ...figures(result), seconds: (performance.now() - started) / 1000 } };
}

/** Each seeded youth's year of check-ins, habits and svc-wellness's read models, chunks at a time. */
async function seedWellness(
  stores: readonly DocumentStore[],
  youth: readonly UserProfile[],
  options: SeedDistrictOptions,
  until: number,
): Promise<{ youth: number; checkIns: number; habits: number; complete: boolean }> {
  const [first] = stores;
  if (!first) throw new Error('seedWellness needs a store');
  // How many of the seeded youth (in their fixed order) already have their wellness history.
  const progress = seedProgress(first, 'district-wellness');
  let done = await progress.done();
  let checkIns = 0;
  let habits = 0;
  while (done < youth.length && Date.now() < until) {
    // One chunk a connection at once: FerretDB converts one batch while SQLite writes another.
    const chunks = stores
      .map((_, at) => youth.slice(done + at * WELLNESS_CHUNK, done + (at + 1) * WELLNESS_CHUNK))
      .filter((chunk) => chunk.length > 0);
    const seeded = await Promise.all(
      chunks.map((chunk, at) =>
        seedWellnessHistory(
          stores[at] ?? first,
          chunk.map((person) => person.userId),
          {
            now: options.now,
            checkInsPerYouth: options.checkInsPerYouth,
            spanDays: 365,
            habitDays: HABIT_DAYS,
          },
        ),
      ),
    );
    for (const outcome of seeded) {
      checkIns += outcome.checkIns;
      habits += outcome.habits;
    }
    done += chunks.reduce((total, chunk) => total + chunk.length, 0);
    await progress.record(done);
  }
  return { youth: Math.min(done, youth.length), checkIns, habits, complete: done >= youth.length };
}

/**
 * Seeds the stores to `size`, each service's part by that service's own seeding (its storage
 * knowledge stays in it): svc-identity's youth accounts, svc-forum's knowledge of them and its threads
 * and replies, then svc-wellness's year of their check-ins (the longest step, last: a budget that
 * runs out there still leaves every account and thread), read models included. Each step
 * adds only what the stores do not hold yet. No new step starts after `budgetS` seconds: the result
 * then says how far it got. Returns the seeded youth too (the bench's students come from them).
 */
export async function seedDistrict(
  mongoUrl: string,
  size: DistrictSize,
  options: SeedDistrictOptions,
): Promise<{ seed: DistrictSeed; youth: UserProfile[] }> {
  const started = performance.now();
  const until = Date.now() + options.budgetS * 1000;
  const [identity, forum, ...wellness] = await Promise.all([
    storeOf(mongoUrl, identityService.name),
    storeOf(mongoUrl, forumService.name),
    ...Array.from({ length: WELLNESS_STREAMS }, () => storeOf(mongoUrl, wellnessService.name)),
  ]);
  const steps: SeedStep[] = [];
  try {
    options.log(`${size.label}: ${size.youth.toLocaleString('en')} youth accounts (svc-identity)`);
    const accounts = await timed(
      'youth accounts (svc-identity)',
      () =>
        seedYouthAccounts(identity.store, {
          count: size.youth,
          password: DISTRICT_PASSWORD,
          now: options.now,
          until,
        }),
      (outcome) => ({ documents: outcome.created, complete: outcome.complete }),
    );
    steps.push(accounts.step);
    const youth = accounts.result.youth;

    options.log(
      `${size.label}: the forum's names and guideline agreements of ${youth.length.toLocaleString('en')} youth`,
    );
    const members = await timed(
      'members: names and guideline agreements (svc-forum)',
      () => seedForumMembers(forum.store, youth, { now: options.now, until }),
      (outcome) => ({ documents: outcome.written, complete: outcome.complete }),
    );
    steps.push(members.step);

    options.log(`${size.label}: ${size.threads.toLocaleString('en')} forum threads with replies (svc-forum)`);
    const threads = await timed(
      'threads and replies (svc-forum)',
      () =>
        youth.length
          ? seedForumThreads(forum.store, size.threads, {
              authors: youth.map((person) => person.userId),
              now: options.now,
              until,
            })
          : Promise.resolve({ threads: 0, written: { threads: 0, replies: 0 }, seconds: 0, complete: false }),
      (outcome) => ({
        documents: outcome.written.threads + outcome.written.replies,
        complete: outcome.complete,
      }),
    );
    steps.push(threads.step);

    options.log(
      `${size.label}: ${options.checkInsPerYouth} check-ins a youth over a year, today's habits (svc-wellness)`,
    );
    const history = await timed(
      'check-ins and habits (svc-wellness)',
      () =>
        seedWellness(
          wellness.map((infrastructure) => infrastructure.store),
          youth,
          options,
          until,
        ),
      (outcome) => ({ documents: outcome.checkIns + outcome.habits, complete: outcome.complete }),
    );
    steps.push(history.step);

    const seed: DistrictSeed = {
      size,
      checkInsPerYouth: options.checkInsPerYouth,
      youth: youth.length,
      checkIns: history.result.youth * options.checkInsPerYouth,
      threads: threads.result.threads,
      steps,
      seconds: (performance.now() - started) / 1000,
      budgetS: options.budgetS,
      complete: steps.every((step) => step.complete),
    };
    return { seed, youth };
  } finally {
    await Promise.all([identity, forum, ...wellness].map((infrastructure) => infrastructure.close()));
  }
}
