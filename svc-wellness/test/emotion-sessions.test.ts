import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ActiveSessions,
  ErrorBody,
  MicroActivityCompletion,
  OkBody,
  SavedCheckIn,
  WellnessExport,
} from '@heartwise/contracts';
import { anonymousStatus, startWellness, type Person, type Wellness } from './support/wellness-harness.js';

let wellness: Wellness;
beforeAll(async () => {
  wellness = await startWellness({ now: '2026-11-21T09:00:00.000Z' });
});
afterAll(() => wellness.stop());

const checkIn = async (who: Person, body: Record<string, unknown>) => {
  const reply = await who.call('POST', '/api/emotional-checkins', {
    emotionLabel: 'calmness',
    emotionRating: 5,
    ...body,
  });
  expect(reply.status).toBe(201);
  return SavedCheckIn.parse(reply.body);
};
const practise = async (who: Person, body: Record<string, unknown> = {}) => {
  const reply = await who.call('POST', '/api/micro-activities/complete', {
    activityType: 'gratitude',
    response: 'My dog waiting at the door.',
    ...body,
  });
  expect(reply.status).toBe(201);
  return MicroActivityCompletion.parse(reply.body);
};
const activeSessions = async (who: Person) => {
  const reply = await who.call('GET', '/api/emotional-sessions/active');
  expect(reply.status).toBe(200);
  return ActiveSessions.parse(reply.body);
};
const complete = (who: Person, sessionId: string) =>
  who.call('POST', `/api/emotional-sessions/${sessionId}/complete`);
const sessionsInExport = async (who: Person) =>
  WellnessExport.parse((await who.call('GET', '/api/wellness/export')).body).emotionSessions;

describe('an emotion session, from the quick check-in to the reflection', () => {
  it('pre → practice → post → post-post all join one session, which then completes', async () => {
    const ana = wellness.person();

    // The quick check-in on arrival opens the session.
    const pre = await checkIn(ana, { checkInType: 'pre', emotionLabel: 'anxiety', emotionRating: 7 });
    expect(pre.sessionId).not.toBeNull();
    expect(await activeSessions(ana)).toEqual([
      expect.objectContaining({
        id: pre.sessionId,
        hasPreCheckin: true,
        hasPostCheckin: false,
        activityType: null,
      }),
    ]);

    // A practice joins the open session and names its type.
    const practice = await practise(ana, { activityType: 'verify' });
    expect(practice.sessionId).toBe(pre.sessionId);

    // The check-in after the practice joins it too.
    const post = await checkIn(ana, { checkInType: 'post', emotionLabel: 'calmness', emotionRating: 4 });
    expect(post.sessionId).toBe(pre.sessionId);

    // The idle check finds the session with a post but no post-post: the reflection dialog's cue.
    const [waiting] = await activeSessions(ana);
    expect(waiting).toMatchObject({
      id: pre.sessionId,
      hasPreCheckin: true,
      hasPostCheckin: true,
      hasPostPostCheckin: false,
      activityType: 'verify',
      sessionStatus: 'active',
    });

    // The reflection names the session, then completes it.
    const reflection = await checkIn(ana, {
      sessionId: pre.sessionId,
      checkInType: 'post-post',
      emotionLabel: 'proud',
      emotionRating: 3,
      reflection: 'Writing it down helped.',
    });
    expect(reflection.sessionId).toBe(pre.sessionId);
    expect(reflection.reflection).toBe('Writing it down helped.');
    const completed = await complete(ana, pre.sessionId ?? '');
    expect(completed.status).toBe(200);
    expect(OkBody.parse(completed.body)).toEqual({ ok: true });

    expect(await activeSessions(ana)).toEqual([]);
    const [kept] = await sessionsInExport(ana);
    expect(kept).toMatchObject({
      id: pre.sessionId,
      hasPostPostCheckin: true,
      sessionStatus: 'completed',
      completedAt: '2026-11-21T09:00:00.000Z',
    });
  });

  it('a practice with no open session opens one; a post with none to join stays on its own', async () => {
    const ben = wellness.person();
    const lonelyPost = await checkIn(ben, { checkInType: 'post-post' });
    expect(lonelyPost.sessionId).toBeNull();
    expect(await activeSessions(ben)).toEqual([]);

    const practice = await practise(ben, { activityType: 'humor' });
    expect(await activeSessions(ben)).toEqual([
      expect.objectContaining({ id: practice.sessionId, hasPreCheckin: false, activityType: 'humor' }),
    ]);
  });

  it('a post joins the latest active session that still lacks one', async () => {
    const cam = wellness.person();
    const first = await checkIn(cam, { checkInType: 'pre' });
    wellness.setClock('2026-11-21T09:05:00.000Z');
    const second = await checkIn(cam, { checkInType: 'pre' });
    expect((await checkIn(cam, { checkInType: 'post' })).sessionId).toBe(second.sessionId);
    expect((await checkIn(cam, { checkInType: 'post' })).sessionId).toBe(first.sessionId);
    expect((await checkIn(cam, { checkInType: 'post' })).sessionId).toBeNull();
    wellness.setClock('2026-11-21T09:00:00.000Z');
  });

  it('a practice joins the session it names, which must be my own', async () => {
    const ana = wellness.person();
    const ben = wellness.person();
    const mine = await checkIn(ana, { checkInType: 'pre' });
    await checkIn(ana, { checkInType: 'pre' });
    expect((await practise(ana, { sessionId: mine.sessionId })).sessionId).toBe(mine.sessionId);

    const bens = await ben.call('POST', '/api/micro-activities/complete', {
      activityType: 'gratitude',
      response: 'Sunshine.',
      sessionId: mine.sessionId,
    });
    expect(bens.status).toBe(404);
    expect(ErrorBody.parse(bens.body).message).toBe("We couldn't find that session.");
  });
});

describe("someone else's session", () => {
  it('can be neither completed nor joined by a check-in, and is never listed', async () => {
    const ana = wellness.person();
    const ben = wellness.person();
    const anas = await checkIn(ana, { checkInType: 'pre' });

    expect(await activeSessions(ben)).toEqual([]);
    expect((await complete(ben, anas.sessionId ?? '')).status).toBe(404);
    const joined = await ben.call('POST', '/api/emotional-checkins', {
      sessionId: anas.sessionId,
      checkInType: 'post-post',
      emotionLabel: 'calm',
      emotionRating: 5,
    });
    expect(joined.status).toBe(404);
    expect(await activeSessions(ana)).toEqual([
      expect.objectContaining({ id: anas.sessionId, hasPostPostCheckin: false, sessionStatus: 'active' }),
    ]);
  });
});

describe('completing a session', () => {
  it('twice is fine: the first completion stands', async () => {
    const ana = wellness.person();
    const pre = await checkIn(ana, { checkInType: 'pre' });
    expect((await complete(ana, pre.sessionId ?? '')).status).toBe(200);
    wellness.setClock('2026-11-21T09:30:00.000Z');
    expect((await complete(ana, pre.sessionId ?? '')).status).toBe(200);
    expect((await sessionsInExport(ana))[0]?.completedAt).toBe('2026-11-21T09:00:00.000Z');
    wellness.setClock('2026-11-21T09:00:00.000Z');
  });

  it('of a session that does not exist is not found', async () => {
    const ana = wellness.person();
    expect((await complete(ana, '9e8d7c6b-5a49-4382-9716-a5b4c3d2e1f0')).status).toBe(404);
    expect((await complete(ana, 'nope')).status).toBe(400);
  });
});

describe('a session left behind', () => {
  it('is abandoned after 24 hours: no longer listed, and a new check-in or practice does not join it', async () => {
    const ana = wellness.person();
    wellness.setClock('2026-11-18T08:00:00.000Z');
    const old = await checkIn(ana, { checkInType: 'pre' });
    wellness.setClock('2026-11-19T07:59:00.000Z');
    expect((await activeSessions(ana)).map((session) => session.id)).toEqual([old.sessionId]);

    wellness.setClock('2026-11-19T08:01:00.000Z');
    expect(await activeSessions(ana)).toEqual([]);
    expect((await checkIn(ana, { checkInType: 'post' })).sessionId).toBeNull();
    const practice = await practise(ana);
    expect(practice.sessionId).not.toBe(old.sessionId);
    expect((await sessionsInExport(ana)).find((session) => session.id === old.sessionId)?.sessionStatus).toBe(
      'abandoned',
    );
    wellness.setClock('2026-11-21T09:00:00.000Z');
  });
});

describe('without a token', () => {
  it('no session call answers', async () => {
    expect(await anonymousStatus(wellness, 'GET', '/api/emotional-sessions/active')).toBe(401);
    expect(
      await anonymousStatus(
        wellness,
        'POST',
        '/api/emotional-sessions/9e8d7c6b-5a49-4382-9716-a5b4c3d2e1f0/complete',
      ),
    ).toBe(401);
  });
});
