import { describe, expect, it } from '@jest/globals';
import { SESSION_COOKIE } from '@heartwise/service-kit';
import { cookiePairs, postFor, studentJourney, type JourneyPlan, type Post } from './journey.js';
import { Turns } from './peak.js';
import { inCallOrder } from './requests.js';
import type { PeakAnswer, PeakRequest, Send } from './send.js';

const HABITS = [
  { id: '5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0b01', completed: false },
  { id: '5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0b02', completed: true },
  { id: '5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0b03', completed: false },
];
const THREAD = '0f8e4a3c-2b1d-4c5e-8f7a-9b0c1d2e3f40';
const student = { userId: 'u1', username: 'calm-otter-12', password: 'secret-words-1' };

/**
 * A fake gateway that answers after a turn of the event loop and groups the calls into steps: a
 * call sent while another is still under way belongs to the same step (sent in parallel).
 */
function fakeGateway(options: { consent?: boolean; login?: number } = {}) {
  const steps: string[][] = [];
  const requests: PeakRequest[] = [];
  let inFlight = 0;
  const answers: Record<string, Partial<PeakAnswer>> = {
    login:
      (options.login ?? 200) === 200
        ? {
            status: 200,
            setCookie: [`${SESSION_COOKIE}=token-1; Path=/; HttpOnly`, 'hw_device=dev-1; Path=/'],
          }
        : { status: options.login ?? 401 },
    todaysHabits: { text: JSON.stringify(HABITS) },
    todaysKindness: { text: JSON.stringify(['baby-me']) },
    guidelinesConsent: { text: JSON.stringify({ accepted: options.consent ?? true }) },
  };
  const send: Send = async (request) => {
    if (inFlight === 0) steps.push([]);
    steps[steps.length - 1]?.push(request.call);
    requests.push(request);
    inFlight += 1;
    await new Promise((resolve) => setImmediate(resolve));
    inFlight -= 1;
    return { status: 200, text: '', setCookie: [], latencyMs: 1, ...answers[request.call] };
  };
  return { send, steps, requests };
}

const plan = (post: Post, turn = 0): JourneyPlan => ({
  origin: 'http://127.0.0.1:28080',
  threadId: THREAD,
  post,
  turn,
  keptCookies: new Map(),
});

const MORNING = [
  ['login'],
  ['myLinks', 'helplines', 'wellnessOverview', 'forumActivity', 'checkInTrend', 'todaysPractice'],
  ['saveCheckIn'],
  ['wellnessOverview', 'checkInTrend'],
  ['todaysHabits', 'todaysKindness'],
  ['toggleHabit'],
  ['toggleHabit'],
  ['toggleKindness'],
  ['todaysKindness'],
  ['listThreads', 'myStanding', 'guidelinesConsent'],
  ['threadDetail'],
];

describe("a student's morning", () => {
  it('signs in, loads the dashboard at once, checks in, taps two habits and a kindness, opens the forum and a thread', async () => {
    const gateway = fakeGateway();
    await studentJourney(student, plan('none'), gateway.send);
    expect(gateway.steps).toEqual(MORNING);
  });

  it('replies on the thread, agreeing to the guidelines first when not yet agreed', async () => {
    const gateway = fakeGateway({ consent: false });
    await studentJourney(student, plan('reply'), gateway.send);
    expect(gateway.steps).toEqual([...MORNING, ['acceptGuidelines'], ['createReply'], ['threadDetail']]);
    const reply = gateway.requests.find((request) => request.call === 'createReply');
    expect(reply?.path).toBe(`/api/forum/threads/${THREAD}/replies`);
    expect(JSON.parse(reply?.body ?? '{}')).toEqual({ content: expect.any(String) });
  });

  it('starts a new discussion as the list does: the check-in, the topics, the post, the list again', async () => {
    const gateway = fakeGateway({ consent: true });
    await studentJourney(student, plan('thread'), gateway.send);
    expect(gateway.steps).toEqual([
      ...MORNING,
      ['saveCheckIn'],
      ['topicCatalogue'],
      ['createThread'],
      ['listThreads'],
    ]);
  });

  it('stops at a refused sign-in', async () => {
    const gateway = fakeGateway({ login: 401 });
    await studentJourney(student, plan('none'), gateway.send);
    expect(gateway.steps).toEqual([['login']]);
  });

  it('sends what a signed-in browser sends: the cookies, the zone, and the Origin on every write', async () => {
    const gateway = fakeGateway();
    const morning = plan('none', 1);
    await studentJourney(student, morning, gateway.send);
    const [login, ...signedIn] = gateway.requests;
    expect(login?.path).toBe('/api/login');
    expect(JSON.parse(login?.body ?? '{}')).toEqual({
      username: student.username,
      password: student.password,
    });
    for (const request of signedIn) {
      expect(request.headers.Cookie).toBe(`hw_device=dev-1; ${SESSION_COOKIE}=token-1`);
      expect(request.headers['x-timezone']).toBe('Europe/Amsterdam');
      expect(request.headers.Origin).toBe(request.method === 'GET' ? undefined : 'http://127.0.0.1:28080');
    }
    // The habits tapped are the student's own, from the habits answer; each flips.
    const taps = gateway.requests.filter((request) => request.call === 'toggleHabit');
    expect(taps.map((tap) => [tap.method, tap.path, JSON.parse(tap.body ?? '{}')])).toEqual([
      ['PATCH', `/api/habits/${HABITS[1]?.id}/complete`, { completed: false }],
      ['PATCH', `/api/habits/${HABITS[2]?.id}/complete`, { completed: true }],
    ]);
    // The known-device cookie is kept for the next morning, the session is not.
    expect([...morning.keptCookies]).toEqual([['hw_device', 'dev-1']]);
  });

  it('posts one turn in ten, replies and new discussions alike', () => {
    const posts = Array.from({ length: 100 }, (_, turn) => postFor(turn));
    expect(posts.filter((post) => post === 'reply')).toHaveLength(5);
    expect(posts.filter((post) => post === 'thread')).toHaveLength(5);
  });

  it('gives each turn the next student and the next thread, round the pools', () => {
    const students = [student, { ...student, userId: 'u2' }, { ...student, userId: 'u3' }];
    const turns = new Turns(students, ['t1', 't2']);
    const taken = Array.from({ length: 4 }, () => turns.take());
    expect(taken.map((turn) => [turn.turn, turn.student.userId, turn.threadId])).toEqual([
      [0, 'u1', 't1'],
      [1, 'u2', 't2'],
      [2, 'u3', 't1'],
      [3, 'u1', 't2'],
    ]);
    expect(() => new Turns([], ['t1'])).toThrow('at least one student');
  });

  it('reads cookie pairs from Set-Cookie lines', () => {
    expect([...cookiePairs(['a=1; Path=/', 'b=x=y; HttpOnly', 'junk'])]).toEqual([
      ['a', '1'],
      ['b', 'x=y'],
    ]);
  });
});

describe('the figures of the morning', () => {
  it('are shown in the order a morning makes the calls', () => {
    const shown = inCallOrder([
      { call: 'threadDetail' },
      { call: 'unknown' },
      { call: 'login' },
      { call: 'saveCheckIn' },
    ]);
    expect(shown.map((figures) => figures.call)).toEqual(['login', 'saveCheckIn', 'threadDetail', 'unknown']);
  });
});
