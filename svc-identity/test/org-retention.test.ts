import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { OrgPeoplePage, UserDeleted, defaultOrgSettings } from '@heartwise/contracts';
import { createLogger, MemoryDocumentStore, MemoryKeyValueStore } from '@heartwise/service-kit';
import { call, signIn, startIdentity, type Identity, type Person } from './support/identity-harness.js';
import {
  PEOPLE_PASSWORD,
  seededDistrict,
  withDistricts,
  type SeededDistrict,
} from './support/district-people.js';
import { userRepository } from '../src/adapters/store/user.repository.js';
import { organizationRepository } from '../src/adapters/store/organization.repository.js';
import { keyValueLock } from '../src/adapters/locks/key-value.lock.js';
import { sweepExpiredAccounts } from '../src/core/use-cases/retention-sweep.js';
import { periodicSweeper } from '../src/jobs/retention-sweeper.js';
import type { SessionsPort } from '../src/ports/sessions.port.js';

/**
 * Leaving (issue 16): a deactivated account is deleted after its district's retention period, by
 * the same deletion as any other (identity.user.deleted, so every service erases the person), and
 * not a moment before. The service runs on a clock the test moves; its sweeper ticks every 20 ms.
 */
const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2026-03-02T09:00:00.000Z');
let clock = start;
const at = (ms: number) => {
  clock = new Date(start.getTime() + ms);
};

let identity: Identity;
let harbor: SeededDistrict;
let quick: SeededDistrict;
let harborAdmin: Person;
let quickAdmin: Person;

beforeAll(async () => {
  harbor = await seededDistrict(
    'Harbor Unified',
    ['Harbor North'],
    [
      { firstName: 'Ana', lastName: 'Leaving', school: 0 },
      { firstName: 'Ben', lastName: 'Staying', school: 0 },
      { firstName: 'Cy', lastName: 'Returning', school: 0 },
    ],
    new Date(start.getTime() - DAY),
  );
  quick = await seededDistrict(
    'Quick Unified',
    ['Quick School'],
    [{ firstName: 'Dee', lastName: 'Soon', school: 0 }],
    new Date(start.getTime() - DAY),
  );
  identity = await startIdentity({
    definition: withDistricts(harbor, quick),
    now: () => clock,
    env: { RETENTION_SWEEP_INTERVAL_MS: '20' },
  });
  harborAdmin = await signIn(identity, harbor.orgAdmin, PEOPLE_PASSWORD);
  quickAdmin = await signIn(identity, quick.orgAdmin, PEOPLE_PASSWORD);
});
afterAll(async () => {
  await identity.stop();
});

const person = (district: SeededDistrict, lastName: string) => {
  const found = district.people.find((one) => one.lastName === lastName);
  if (!found) throw new Error(`no ${lastName}`);
  return found;
};
const deleted = (userId: string) =>
  identity.published.some(
    (event) => event.type === UserDeleted.type && (event.payload as { userId: string }).userId === userId,
  );
async function deactivate(admin: Person, userId: string) {
  const response = await call(identity, 'post', `/api/org/people/${userId}/deactivate`, {
    cookie: admin.cookie,
  });
  expect(response.status).toBe(200);
}
/** Long enough for several sweeps and their events. */
const severalSweeps = () => sleep(200);

describe('a deactivated account is deleted after the retention period', () => {
  it('not before, and at the end of it through the usual deletion', async () => {
    const ana = person(harbor, 'Leaving');
    const ben = person(harbor, 'Staying');
    const cy = person(harbor, 'Returning');
    const dee = person(quick, 'Soon');
    // Quick Unified keeps deactivated accounts 7 days; Harbor the default 30.
    const put = await call(identity, 'put', '/api/org/settings', {
      cookie: quickAdmin.cookie,
      body: { ...defaultOrgSettings, retentionDays: 7 },
    });
    expect(put.status).toBe(200);

    at(0);
    await deactivate(harborAdmin, ana.id);
    await deactivate(harborAdmin, cy.id);
    await deactivate(quickAdmin, dee.id);

    at(7 * DAY - 60_000);
    await severalSweeps();
    expect([ana, cy, dee].filter((one) => deleted(one.id))).toEqual([]);

    at(7 * DAY + 60_000);
    await identity.eventually((event) => event.type === UserDeleted.type && deleted(dee.id));
    expect(deleted(ana.id)).toBe(false);

    // Cy is taken back before Harbor's 30 days are up; Ana is not.
    at(20 * DAY);
    const back = await call(identity, 'post', `/api/org/people/${cy.id}/reactivate`, {
      cookie: harborAdmin.cookie,
    });
    expect(back.status).toBe(200);

    at(30 * DAY - 60_000);
    await severalSweeps();
    expect(deleted(ana.id)).toBe(false);

    at(30 * DAY + 60_000);
    await identity.eventually(() => deleted(ana.id));
    await severalSweeps();
    expect(deleted(cy.id)).toBe(false);
    expect(deleted(ben.id)).toBe(false);

    const left = OrgPeoplePage.parse(
      (await call(identity, 'get', '/api/org/people', { cookie: harborAdmin.cookie })).body,
    );
    expect(left.people.map((one) => one.name).sort()).toEqual(['Ben Staying', 'Cy Returning', 'Dana Okoro']);
    // Cy signs in as before.
    await signIn(identity, cy, PEOPLE_PASSWORD);
  });
});

describe('the sweep', () => {
  /** Nobody is signed in here: a deletion only ends sessions, and there are none. */
  const noSessions: SessionsPort = {
    start: () => Promise.reject(new Error('no sign-in in this test')),
    isAlive: async () => false,
    end: async () => undefined,
    endAllFor: async () => undefined,
    countFor: async () => 0,
    countActive: async () => 0,
  };

  it('deletes at most its batch per run; the next run takes the rest', async () => {
    const store = new MemoryDocumentStore();
    const district = await seededDistrict(
      'Batch Unified',
      ['One'],
      Array.from({ length: 5 }, (_, index) => ({
        firstName: `P${index}`,
        lastName: 'Gone',
        school: 0,
        status: 'deactivated' as const,
        deactivatedAt: '2026-01-01T00:00:00.000Z',
      })),
    );
    await district.seed(store);
    const kv = new MemoryKeyValueStore();
    const deps = {
      users: userRepository(store),
      organizations: organizationRepository(store),
      sessions: noSessions,
      adminRoster: keyValueLock(kv, 'roster'),
      now: () => new Date('2026-06-01T00:00:00.000Z'),
      logger: createLogger('retention-test', 'silent'),
    };
    expect(await sweepExpiredAccounts(deps, 2)).toBe(2);
    expect(await sweepExpiredAccounts(deps, 2)).toBe(2);
    expect(await sweepExpiredAccounts(deps, 2)).toBe(1);
    expect(await sweepExpiredAccounts(deps, 2)).toBe(0);
  });

  it('runs in one pod at a time: the others skip while one holds the lock', async () => {
    const kv = new MemoryKeyValueStore();
    let running = 0;
    let most = 0;
    let runs = 0;
    const run = async () => {
      running += 1;
      runs += 1;
      most = Math.max(most, running);
      await sleep(30);
      running -= 1;
    };
    const logger = createLogger('retention-test', 'silent');
    const pods = [1, 2, 3].map(() =>
      periodicSweeper({
        intervalMs: 5,
        lock: keyValueLock(kv, 'identity:retention-sweep', { leaseSeconds: 60, waitMs: 0 }),
        run,
        logger,
      }),
    );
    for (const pod of pods) pod.start();
    // Several runs, however slowly a loaded machine fires the timers (at most 10 s).
    for (let waited = 0; runs < 4 && waited < 10_000; waited += 20) await sleep(20);
    await Promise.all(pods.map((pod) => pod.stop()));
    expect(runs).toBeGreaterThanOrEqual(4);
    expect(most).toBe(1);
  });
});
