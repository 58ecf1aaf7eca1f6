import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LinkApproved, type OperationName } from '@heartwise/contracts';
import { MongoDocumentStore, newEvent } from '@heartwise/service-kit';
import {
  classifyCommand,
  infraUrls,
  observeStoreCommands,
  type ObservedCommand,
} from '@heartwise/service-kit/testing';
import { eventually, startWellness, type Person, type Wellness } from './support/wellness-harness.js';

/**
 * Issue 18: every svc-wellness call a youth makes while the app is in use (and the parent
 * dashboard's summaries) reads a bounded number of documents by key, on the real FerretDB: the
 * driver's command monitoring shows each command a call sent, and service-kit's classifier says
 * whether FerretDB v1 reads the documents it names by `_id` or the whole collection. A database of
 * its own, empty at start, as every new deployment is (a store with records from before the read
 * models builds each account's read models once, by query: read-models/epoch.ts).
 */
const { mongoUrl } = infraUrls();
const database = `hw_test_wellness_bounded_${randomBytes(4).toString('hex')}`;

/** What still reads whole collections, and why (each a call the brief lets scan, or left for later). */
const stillScans: Partial<Record<OperationName, readonly string[]>> = {
  // Over the whole history: maintained figures would replace these (not done yet, issue 18).
  wellnessInsights: ['emotion_sessions', 'emotional_check_ins', 'habits'],
};

const commands: ObservedCommand[] = [];
let stopObserving: () => void = () => undefined;
let wellness: Wellness;
const log = new Map<string, OperationName>();

beforeAll(async () => {
  stopObserving = observeStoreCommands((command) => commands.push(command));
  const store = await MongoDocumentStore.connect(mongoUrl, database);
  wellness = await startWellness({ store, now: new Date().toISOString() });
  await store.ensureIndexes();
}, 60_000);

afterAll(async () => {
  stopObserving();
  await wellness.stop();
  await wellness.store().close();
  const store = await MongoDocumentStore.connect(mongoUrl, database);
  await store.dropDatabase();
  await store.close();
}, 60_000);

/** Calls as `who`, with a request id written to `measured` (when given) under the call's name. */
async function call(
  who: Person,
  operation: OperationName,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
  measured?: Map<string, OperationName>,
): Promise<unknown> {
  const requestId = randomUUID();
  measured?.set(requestId, operation);
  const response = await fetch(`${wellness.url}${path}`, {
    method,
    headers: {
      authorization: who.authorization,
      'x-timezone': who.timeZone,
      'x-request-id': requestId,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${operation} answered ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

/** A youth's day in the wellness part of the app, then their parent's dashboard. */
async function aDay(measured?: Map<string, OperationName>): Promise<void> {
  const youth = wellness.person({ timeZone: 'Europe/London' });
  const parent = wellness.person({ role: 'parent', timeZone: 'Europe/London' });
  const as =
    (who: Person) => (op: OperationName, method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) =>
      call(who, op, method, path, body, measured);
  const y = as(youth);
  await wellness.bus.publish([
    newEvent(LinkApproved, { linkId: randomUUID(), parentId: parent.id, youthId: youth.id }),
  ]);
  await y('wellnessOverview', 'GET', '/api/wellness/overview');
  await y('wellnessInsights', 'GET', '/api/wellness/insights');
  await y('mySummary', 'GET', '/api/wellness/my-summary');
  await y('activeEmotionSessions', 'GET', '/api/emotional-sessions/active');
  const pre = (await y('saveCheckIn', 'POST', '/api/emotional-checkins', {
    emotionLabel: 'calmness',
    emotionRating: 4,
    checkInType: 'pre',
    prompted: true,
    clientRef: randomUUID(),
  })) as { id: string; sessionId: string };
  await y('saveCheckIn', 'POST', '/api/emotional-checkins', {
    emotionLabel: 'joy',
    emotionRating: 3,
    checkInType: 'post',
    prompted: true,
  });
  const listed = (await y('listCheckIns', 'GET', '/api/emotional-checkins?limit=30')) as {
    createdAt: string;
  }[];
  await y(
    'listCheckIns',
    'GET',
    `/api/emotional-checkins?limit=5&before=${encodeURIComponent(listed[0]?.createdAt ?? '')}`,
  );
  await y('latestCheckIn', 'GET', '/api/emotional-checkins/latest');
  await y('checkInTrend', 'GET', '/api/emotional-checkins/trend');
  const habits = (await y('todaysHabits', 'GET', '/api/habits')) as { id: string }[];
  await y('toggleHabit', 'PATCH', `/api/habits/${habits[0]?.id}/complete`, { completed: true });
  await y('todaysKindness', 'GET', '/api/daily-compassion-check');
  await y('toggleKindness', 'POST', '/api/daily-compassion-check/toggle', {
    activityId: 'baby-me',
    done: true,
  });
  await y('toggleKindness', 'POST', '/api/daily-compassion-check/toggle', { activityId: 'baby-me' });
  await y('toggleKindness', 'POST', '/api/daily-compassion-check/toggle', { activityId: 'strong-me' });
  await y('todaysPractice', 'GET', '/api/micro-activities/today');
  await y('completeMicroActivity', 'POST', '/api/micro-activities/complete', {
    activityType: 'gratitude',
    response: 'My friend saved me a seat at lunch.',
  });
  await y('practiceCompletions', 'GET', '/api/micro-activities/completions');
  await y('completeEmotionSession', 'POST', `/api/emotional-sessions/${pre.sessionId}/complete`);
  await y('activeEmotionSessions', 'GET', '/api/emotional-sessions/active');
  await y('wellnessOverview', 'GET', '/api/wellness/overview');
  await eventually(
    async () =>
      ((await call(parent, 'youthSummaries', 'GET', '/api/wellness/youth-summaries')) as unknown[]).length ===
      1,
  );
  await as(parent)('youthSummaries', 'GET', '/api/wellness/youth-summaries');
}

describe('a youth using the wellness part of the app, on FerretDB', () => {
  it('reads and writes by key on every call, but the ones written down', async () => {
    await aDay(); // the first day learns the store is new (read-models/epoch.ts)
    await aDay(log);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const scans = new Map<OperationName, Set<string>>();
    const made = new Set(log.values());
    for (const observed of commands) {
      const operation = observed.requestId ? log.get(observed.requestId) : undefined;
      if (!operation) continue;
      const read = classifyCommand(observed.commandName, observed.command, 'ferretdb-v1');
      if (read.kind !== 'scan') continue;
      scans.set(operation, (scans.get(operation) ?? new Set()).add(read.collection ?? '?'));
    }
    const found = Object.fromEntries([...scans].map(([op, where]) => [op, [...where].sort()]));
    expect(found).toEqual(stillScans);
    expect(made.size).toBeGreaterThanOrEqual(17);
  }, 180_000);
});
