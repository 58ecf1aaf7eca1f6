import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { OperationName } from '@heartwise/contracts';
import {
  createEmbeddedInfrastructure,
  createLogger,
  MongoDocumentStore,
  startService,
  type RunningService,
} from '@heartwise/service-kit';
import {
  classifyCommand,
  infraUrls,
  observeStoreCommands,
  testJwtKeys,
  testServiceEnv,
  type ObservedCommand,
} from '@heartwise/service-kit/testing';
import { forumService } from '@heartwise/svc-forum';
import { identityService } from '@heartwise/svc-identity';
import { wellnessService } from '@heartwise/svc-wellness';
import type { CallLog, ServiceUrls } from './person.js';
import { youthJourney, type Publish } from './youth-journey.js';
import { stillScans, youthCallsInUse } from './youth-calls.js';

/**
 * Issue 18: every call a youth makes while the app is in use reads a bounded number of documents,
 * by key, so its cost does not grow with the data. On FerretDB v1 a key read is a filter of `_id`
 * alone; anything else reads the whole collection (docs/architecture.md, "FerretDB v1 query
 * pushdown"). svc-identity, svc-wellness and svc-forum run in-process on the real FerretDB (and
 * Redis), sharing the in-process bus (what crosses Kafka is not measured here); the driver's
 * command monitoring shows every command each call sent, and the consumers of the events it
 * caused, which run with its request id: a consumer that scans on every event a youth causes costs
 * as much as the call. The outbox relay and periodic sweeps run with no request id and are not a
 * call's.
 */
const keys = testJwtKeys();
const { mongoUrl, redisUrl } = infraUrls();
const commands: ObservedCommand[] = [];
let stopObserving: () => void = () => undefined;
const services: RunningService[] = [];
let urls: ServiceUrls;
let publish: Publish;

/**
 * Each service's database starts empty, as a new deployment's does: read models that are built once
 * from the records of an older store would otherwise make the answer depend on what ran before.
 * The suites run one at a time on their infra profile (npm test: `--runInBand`).
 */
async function emptyDatabases(): Promise<void> {
  for (const database of ['heartwise_identity', 'heartwise_wellness', 'heartwise_forum']) {
    const store = await MongoDocumentStore.connect(mongoUrl, database);
    await store.dropDatabase();
    await store.close();
  }
}

beforeAll(async () => {
  await emptyDatabases();
  // Before the services connect: only stores opened while observed monitor their commands.
  stopObserving = observeStoreCommands((command) => commands.push(command));
  const embedded = createEmbeddedInfrastructure(createLogger('bounded-reads', 'silent'));
  publish = (events) => embedded.transport.publish(events);
  const env = testServiceEnv(keys.publicKey, { MONGO_URL: mongoUrl, REDIS_URL: redisUrl });
  const identity = await startService(identityService, {
    embedded,
    env: { ...env, JWT_PRIVATE_KEY: keys.privateKey },
  });
  const wellness = await startService(wellnessService, { embedded, env });
  const forum = await startService(forumService, { embedded, env });
  services.push(identity, wellness, forum);
  urls = { identity: identity.url, wellness: wellness.url, forum: forum.url };
}, 120_000);

afterAll(async () => {
  stopObserving();
  for (const service of services.reverse()) await service.stop();
}, 60_000);

/** Waits until the calls' commands (their consumers' included) have stopped coming. */
async function settled(log: CallLog): Promise<void> {
  const ofCalls = () => commands.filter((command) => command.requestId && log.has(command.requestId)).length;
  const deadline = Date.now() + 30_000;
  let seen = -1;
  while (Date.now() < deadline) {
    const now = ofCalls();
    if (now === seen) return;
    seen = now;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
  }
}

/** For each call: the collections (`database.collection`) it scanned, with what each scan sent. */
function scansByCall(log: CallLog): Map<OperationName, Map<string, string[]>> {
  const scans = new Map<OperationName, Map<string, string[]>>();
  for (const observed of commands) {
    const call = observed.requestId ? log.get(observed.requestId) : undefined;
    if (!call) continue;
    const read = classifyCommand(observed.commandName, observed.command, 'ferretdb-v1');
    if (read.kind !== 'scan') continue;
    const where = `${observed.database}.${read.collection ?? '?'}`;
    const byCollection = scans.get(call) ?? new Map<string, string[]>();
    const sent = byCollection.get(where) ?? [];
    sent.push(`${read.command} ${JSON.stringify(read.filters)}`);
    byCollection.set(where, sent);
    scans.set(call, byCollection);
  }
  return scans;
}

describe('a youth using the app, and their parent', () => {
  it('reads by key on every call, except the calls still written down as scanning', async () => {
    // A first youth's day warms each process (the forum's feed is built once per process, …).
    const warmUp: CallLog = new Map();
    await youthJourney(urls, publish, warmUp);
    await settled(warmUp);

    const log: CallLog = new Map();
    const parentLog: CallLog = new Map();
    const made = await youthJourney(urls, publish, log, parentLog);
    await settled(log);
    await settled(parentLog);

    // Every call a youth makes while the app is in use was made, and nothing else was measured.
    expect([...made].sort()).toEqual([...youthCallsInUse()].sort());

    const scans = scansByCall(log);
    const problems: string[] = [];
    for (const call of youthCallsInUse()) {
      const actual = scans.get(call) ?? new Map<string, string[]>();
      const expected = new Set(stillScans[call] ?? []);
      for (const [where, sent] of actual) {
        if (!expected.has(where)) problems.push(`${call} scans ${where}: ${[...new Set(sent)].join('; ')}`);
      }
      for (const where of expected) {
        if (!actual.has(where))
          problems.push(`${call} no longer scans ${where}: take it off stillScans (youth-calls.ts)`);
      }
    }
    // The parent dashboard's summaries of their linked youth read by key too (svc-wellness's
    // parent links, each youth's day and recent documents).
    expect([...new Set(parentLog.values())]).toEqual(['youthSummaries']);
    for (const [call, byCollection] of scansByCall(parentLog))
      for (const [where, sent] of byCollection)
        problems.push(`${call} (a parent's) scans ${where}: ${[...new Set(sent)].join('; ')}`);
    expect(problems).toEqual([]);
  }, 300_000);
});
