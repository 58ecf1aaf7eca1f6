import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { defaultHelplines, OCCURRED_AT_TOO_OLD, type SavedCheckIn } from '@heartwise/contracts';
import { MemoryDocumentStore } from '@heartwise/service-kit';
import { DomainError, nameBasedUuid, UNAFFILIATED } from '@heartwise/service-kit/domain';
import { checkInRepository } from '../src/adapters/store/check-in.repository.js';
import { emotionSessionRepository } from '../src/adapters/store/emotion-session.repository.js';
import { kindnessRepository } from '../src/adapters/store/kindness.repository.js';
import { checkInIdFor, tapMoment } from '../src/core/offline-taps.js';
import { recordCheckIn, type CheckInDeps, type CheckInInput } from '../src/core/use-cases/record-check-in.js';
import { todaysKindness, toggleKindness } from '../src/core/use-cases/kindness-check.js';

// The use cases on the embedded store: what a check-in or a kindness tap made offline does when it
// arrives later, and again.
let store: MemoryDocumentStore;
let clock: Date;
let deps: CheckInDeps & { kindness: ReturnType<typeof kindnessRepository> };
/** How many writes carried events (svc-wellness's outbox): a repeat must add none. */
let eventWrites: number;

beforeEach(() => {
  store = new MemoryDocumentStore();
  clock = new Date('2026-11-22T13:00:00.000Z'); // 08:00 on Sunday the 22nd in New York
  deps = {
    checkIns: checkInRepository(store),
    sessions: emotionSessionRepository(store),
    kindness: kindnessRepository(store),
    helplines: defaultHelplines,
    memberships: { placeOf: () => Promise.resolve(UNAFFILIATED) },
    now: () => clock,
  };
  eventWrites = 0;
  store.onEventsWritten(() => {
    eventWrites += 1;
  });
});

const checkIn = (extra: Partial<CheckInInput> = {}): CheckInInput => ({
  emotionLabel: 'calmness',
  emotionRating: 4,
  checkInType: 'pre',
  notes: '',
  prompted: false,
  ...extra,
});
const NEW_YORK = 'America/New_York';
/** 23:50 on Saturday the 21st in New York. */
const LAST_NIGHT = '2026-11-22T04:50:00.000Z';
const refusalOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DomainError);
  return { kind: (error as DomainError).kind, message: (error as DomainError).message };
};

describe('a check-in made offline, sent when the connection returns', () => {
  it('belongs to the day and moment it was made: 23:50 sent next morning is the evening before', async () => {
    const ana = randomUUID();
    const saved = await recordCheckIn(
      deps,
      ana,
      NEW_YORK,
      checkIn({ clientRef: randomUUID(), occurredAt: LAST_NIGHT }),
    );
    expect(saved).toMatchObject({ date: '2026-11-21', createdAt: LAST_NIGHT });
    // The session it opened started then too, so it is abandoned on the same clock as a live one.
    expect((await deps.sessions.findOwn(ana, saved.sessionId ?? ''))?.startedAt).toBe(LAST_NIGHT);
    // A moment with an offset is stored as UTC, so it sorts with every other check-in.
    const withOffset = await recordCheckIn(
      deps,
      ana,
      NEW_YORK,
      checkIn({ occurredAt: '2026-11-21T23:40:00-05:00' }),
    );
    expect(withOffset).toMatchObject({ date: '2026-11-21', createdAt: '2026-11-22T04:40:00.000Z' });
  });

  it('sent again with the same clientRef is answered with the first, stored once, one session, no event', async () => {
    const ana = randomUUID();
    const clientRef = randomUUID();
    const input = checkIn({ clientRef, occurredAt: LAST_NIGHT, notes: 'first words' });
    const first = await recordCheckIn(deps, ana, NEW_YORK, input);
    clock = new Date('2026-11-22T13:05:00.000Z');
    // A retry after a lost answer: the same tap, even from another zone, with other words.
    const again = await recordCheckIn(deps, ana, 'Asia/Tokyo', { ...input, notes: 'changed' });
    expect(again).toEqual(first);
    expect(first.id).toBe(checkInIdFor(ana, clientRef));
    expect((await deps.checkIns.allOf(ana)).map((item) => item.id)).toEqual([first.id]);
    expect((await deps.sessions.allOf(ana)).map((session) => session.id)).toEqual([first.sessionId]);
    expect(eventWrites).toBe(0);
    expect(await store.pendingEvents(10)).toEqual([]);
  });

  it('two copies racing in (two tabs flushing at once) are recorded once, and both get the same answer', async () => {
    const ana = randomUUID();
    const input = checkIn({ clientRef: randomUUID(), occurredAt: LAST_NIGHT });
    const [one, two] = await Promise.all([
      recordCheckIn(deps, ana, NEW_YORK, input),
      recordCheckIn(deps, ana, NEW_YORK, input),
    ]);
    expect(two).toEqual(one);
    expect(await deps.checkIns.allOf(ana)).toHaveLength(1);
    expect(await deps.sessions.allOf(ana)).toHaveLength(1);
  });

  it("the same clientRef from another account is that account's own check-in", async () => {
    const [ana, ben] = [randomUUID(), randomUUID()];
    const clientRef = randomUUID();
    const anas = await recordCheckIn(deps, ana, 'UTC', checkIn({ clientRef, notes: "ana's words" }));
    const bens = await recordCheckIn(deps, ben, 'UTC', checkIn({ clientRef, notes: "ben's words" }));
    expect(bens.id).not.toBe(anas.id);
    expect(bens.notes).toBe("ben's words");
    expect(await deps.checkIns.findOwn(ben, anas.id)).toBeNull();
  });

  it('a strong hard feeling brings the support words with the first answer and every repeat, and is stored once', async () => {
    const ana = randomUUID();
    const input = checkIn({
      emotionLabel: 'sadness',
      emotionRating: 10,
      clientRef: randomUUID(),
      occurredAt: LAST_NIGHT,
    });
    const first = await recordCheckIn(deps, ana, NEW_YORK, input);
    const again = await recordCheckIn(deps, ana, NEW_YORK, input);
    expect(first.support).toMatchObject({ kind: 'distress', helplines: defaultHelplines });
    expect(again).toEqual(first);
    expect(await deps.checkIns.allOf(ana)).toHaveLength(1);
  });

  it('a post check-in sent again marks its session once and joins no other', async () => {
    const ana = randomUUID();
    const pre = await recordCheckIn(deps, ana, 'UTC', checkIn());
    const post = checkIn({
      checkInType: 'post',
      clientRef: randomUUID(),
      occurredAt: '2026-11-22T12:50:00.000Z',
    });
    const first: SavedCheckIn = await recordCheckIn(deps, ana, 'UTC', post);
    await recordCheckIn(deps, ana, 'UTC', checkIn()); // another session opens meanwhile
    expect(await recordCheckIn(deps, ana, 'UTC', post)).toEqual(first);
    expect(first.sessionId).toBe(pre.sessionId);
    const sessions = await deps.sessions.allOf(ana);
    expect(sessions.map((session) => [session.id === pre.sessionId, session.hasPostCheckin])).toEqual([
      [true, true],
      [false, false],
    ]);
  });

  it('recorded once, it is answered even after it turns 7 days old', async () => {
    const ana = randomUUID();
    const input = checkIn({ clientRef: randomUUID(), occurredAt: '2026-11-15T13:30:00.000Z' });
    const first = await recordCheckIn(deps, ana, 'UTC', input);
    clock = new Date('2026-11-22T14:00:00.000Z');
    expect(await recordCheckIn(deps, ana, 'UTC', input)).toEqual(first);
  });

  it("answering the app's prompt offline is not swallowed by a later prompt answered online first", async () => {
    const ana = randomUUID();
    const live = await recordCheckIn(deps, ana, NEW_YORK, checkIn({ prompted: true }));
    clock = new Date('2026-11-22T13:01:00.000Z');
    const queued = await recordCheckIn(
      deps,
      ana,
      NEW_YORK,
      checkIn({ prompted: true, clientRef: randomUUID(), occurredAt: LAST_NIGHT, emotionLabel: 'tired' }),
    );
    expect(queued.id).not.toBe(live.id);
    expect(queued).toMatchObject({ emotionLabel: 'tired', date: '2026-11-21' });
    // But two answers to one prompt within 30 minutes of each other stay one, whichever came first.
    const sameVisit = await recordCheckIn(
      deps,
      ana,
      NEW_YORK,
      checkIn({ prompted: true, clientRef: randomUUID(), occurredAt: '2026-11-22T12:45:00.000Z' }),
    );
    expect(sameVisit).toEqual(live);
    expect(await deps.checkIns.allOf(ana)).toHaveLength(2);
  });
});

describe('the moment a tap says it was made', () => {
  it('may be up to 7 days ago; a moment ahead of the server is a fast device clock and reads as now', () => {
    const now = new Date('2026-11-22T13:00:00.000Z');
    expect(tapMoment(undefined, now)).toBe(now);
    expect(tapMoment('2026-11-15T13:00:00.000Z', now).toISOString()).toBe('2026-11-15T13:00:00.000Z');
    expect(tapMoment('2026-11-22T13:05:00.000Z', now).toISOString()).toBe('2026-11-22T13:00:00.000Z');
    expect(tapMoment('2026-11-23T09:00:00.000Z', now).toISOString()).toBe('2026-11-22T13:00:00.000Z');
  });

  it('is refused with a sentence when older than 7 days, and nothing is stored', async () => {
    const ana = randomUUID();
    const at = (occurredAt: string) =>
      recordCheckIn(deps, ana, 'UTC', checkIn({ clientRef: randomUUID(), occurredAt }));
    expect(await refusalOf(at('2026-11-15T12:59:59.999Z'))).toEqual({
      kind: 'invalid',
      message: OCCURRED_AT_TOO_OLD,
    });
    expect(OCCURRED_AT_TOO_OLD).toBe(
      "This was saved on your device more than 7 days ago, so it can't be added any more.",
    );
    expect(await deps.checkIns.allOf(ana)).toEqual([]);
    expect(await deps.sessions.allOf(ana)).toEqual([]);
    expect(
      await refusalOf(
        toggleKindness(deps, ana, 'UTC', { activityId: 'baby-me', occurredAt: '2026-11-14T00:00:00Z' }),
      ),
    ).toEqual({ kind: 'invalid', message: OCCURRED_AT_TOO_OLD });
  });
});

describe('a kindness tap with `done`', () => {
  it('sets the activity; the same tap again changes nothing and publishes nothing', async () => {
    const ana = randomUUID();
    const tap = (done: boolean) => toggleKindness(deps, ana, 'UTC', { activityId: 'strong-me', done });
    expect(await tap(true)).toEqual(['strong-me']);
    expect(await tap(true)).toEqual(['strong-me']);
    expect(await deps.kindness.allOf(ana)).toHaveLength(1);
    expect(await tap(false)).toEqual([]);
    expect(await tap(false)).toEqual([]);
    expect(await deps.kindness.allOf(ana)).toEqual([]);
    expect(eventWrites).toBe(0);
  });

  it('counts for the local day it was tapped on; the reply is still today', async () => {
    const ana = randomUUID();
    const lastNight = { activityId: 'body-thanks' as const, done: true, occurredAt: LAST_NIGHT };
    expect(await toggleKindness(deps, ana, NEW_YORK, lastNight)).toEqual([]);
    expect(await todaysKindness(deps, ana, '2026-11-21')).toEqual(['body-thanks']);
    expect(await deps.kindness.allOf(ana)).toEqual([
      expect.objectContaining({ date: '2026-11-21', completedAt: LAST_NIGHT }),
    ]);
    // Without `done` it still flips, on that day.
    await toggleKindness(deps, ana, NEW_YORK, { activityId: 'body-thanks', occurredAt: LAST_NIGHT });
    expect(await todaysKindness(deps, ana, '2026-11-21')).toEqual([]);
  });
});

describe('ids named from what the device sent', () => {
  it("are RFC 9562 version 5 UUIDs (the RFC's own example), the same every time", () => {
    expect(nameBasedUuid('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
    // A tap waiting on a device since an earlier release must still name the same check-in.
    expect(checkInIdFor('00000000-0000-4000-8000-000000000001', 'ref-1')).toBe(
      'be9a2761-17ff-5696-b510-ee94cf4a62fe',
    );
    const [ana, clientRef] = [randomUUID(), randomUUID()];
    expect(checkInIdFor(ana, clientRef)).toBe(checkInIdFor(ana, clientRef));
    expect(checkInIdFor(ana, clientRef)).not.toBe(checkInIdFor(randomUUID(), clientRef));
  });
});
