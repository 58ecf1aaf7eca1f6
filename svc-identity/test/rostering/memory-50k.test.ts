import { describe, expect, it } from '@jest/globals';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { generateOneRosterSet } from '../../src/adapters/rostering/generate-oneroster.js';
import { MemoryRosterState } from '../../src/adapters/rostering/roster-state.memory.js';
import { openRosterUpload } from '../../src/adapters/rostering/roster-upload.js';
import { planRoster } from '../../src/core/rostering/plan-roster.js';
import { summariseRosterPlan } from '../../src/core/rostering/roster-plan-summary.js';
import type { RosterStep } from '../../src/core/rostering/roster-steps.js';

// A collector we can call between samples, so what is measured is what is still reachable.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const MiB = 1024 * 1024;
const SAMPLE_EVERY = 5_000;
const STUDENTS = 50_000;

/** The most heap still reachable, after a collection, at any sample while `work` ran. */
async function peakRetained(work: (sample: () => void) => Promise<unknown>): Promise<number> {
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  let peak = 0;
  const sample = () => {
    collectGarbage();
    peak = Math.max(peak, process.memoryUsage().heapUsed - before);
  };
  await work(sample);
  return peak;
}

async function* sampled(steps: AsyncIterable<RosterStep>, sample: () => void): AsyncGenerator<RosterStep> {
  let count = 0;
  for await (const step of steps) {
    count += 1;
    if (count % SAMPLE_EVERY === 0) sample();
    yield step;
  }
}

/** Measured: 8.3 MB for 50,000 students (Node 24); holding the plan of 30,000 takes about 27 MB. */
const MOST_RETAINED = 16 * MiB;

const setOf = (students: number) =>
  openRosterUpload({
    kind: 'files',
    files: generateOneRosterSet({ schools: 40, studentsPerSchool: students / 40, version: '1.2' }),
  });

// Time limits are generous: npm test runs this beside the browser tests on a 2-core machine, and
// it asserts memory, never speed (the benchmark, npm run bench:roster, measures time).
describe('a 50,000-student import', () => {
  it('is previewed from a streamed OneRoster 1.2 set (users.csv and roles.csv) in memory that does not grow with the file', async () => {
    let people = 0;
    const retained = await peakRetained(async (sample) => {
      const plan = await summariseRosterPlan(
        sampled(planRoster(setOf(STUDENTS), new MemoryRosterState()), sample),
      );
      people = plan.people.create.count;
      expect(plan.people.create.examples).toHaveLength(50);
    });
    expect(people).toBe(STUDENTS + 80);
    // What stays is one small entry per person (roles.csv's until their users.csv row, then their
    // sourcedId, to tell duplicates and who is missing), orgs.csv and the preview's examples. The
    // files are ~12 MB of text, and their parsed rows several times that.
    expect(retained).toBeLessThan(MOST_RETAINED);
  }, 180_000);

  it('is measured by a gauge that sees memory grow: holding the plan of 30,000 students passes the same bound', async () => {
    const held: RosterStep[] = [];
    const retained = await peakRetained(async (sample) => {
      for await (const step of sampled(planRoster(setOf(30_000), new MemoryRosterState()), sample))
        held.push(step);
    });
    expect(held.length).toBeGreaterThan(30_000);
    expect(retained).toBeGreaterThan(MOST_RETAINED);
  }, 180_000);
});
