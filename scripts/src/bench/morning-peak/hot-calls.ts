import { CallTallies, type CallFigures } from './figures.js';
import { habitsOf, json, signIn, type Student } from './journey.js';
import {
  get,
  KINDNESS_IDS,
  newReply,
  pathOf,
  quickCheckIn,
  THREAD_PAGE,
  write,
  type Browser,
  type PeakCall,
} from './requests.js';
import { describeFailure, isSuccess, keepAliveSender, type PeakRequest, type Send } from './send.js';

export interface HotCallOptions {
  gateway: string;
  students: readonly Student[];
  threadIds: readonly string[];
  maxRequests: number;
  maxSeconds: number;
  /** Per request (default 30 s: one answer at 100,000 threads may be slow, and must still be seen). */
  timeoutMs?: number;
}

/** How many students are signed in to spread the reads over (each their own data). */
const SIGNED_IN = 20;

interface Member {
  browser: Browser;
  habitIds: string[];
}

/** The n-th request of one hot call, from the signed-in members and the threads. */
type Builder = (n: number) => PeakRequest;

/**
 * Every call a youth makes while the app is in use (the morning journey's calls, issue 18 §4), each
 * with what varies between requests spread over the members, the habits and the threads. Sign-in
 * goes round the whole pool (per-account slowing never triggers on right passwords).
 */
function hotCalls(
  members: readonly Member[],
  students: readonly Student[],
  threadIds: readonly string[],
  origin: string,
) {
  const member = (n: number): Member => members[n % members.length] as Member;
  const thread = (n: number): string => threadIds[n % threadIds.length] as string;
  // Each member's k-th tap sets, then clears: the state goes back and forth, no toggle is a no-op.
  const round = (n: number) => Math.floor(n / members.length);
  const read =
    (call: PeakCall, path?: string): Builder =>
    (n) =>
      get(member(n).browser, call, path);
  const calls: [PeakCall, Builder][] = [
    ['myLinks', read('myLinks')],
    ['helplines', read('helplines')],
    ['wellnessOverview', read('wellnessOverview')],
    ['forumActivity', read('forumActivity')],
    ['checkInTrend', read('checkInTrend')],
    ['todaysPractice', read('todaysPractice')],
    ['todaysHabits', read('todaysHabits')],
    ['todaysKindness', read('todaysKindness')],
    ['listThreads', read('listThreads', pathOf('listThreads', {}, `?limit=${THREAD_PAGE}`))],
    // Issue 19: a word every seeded thread holds, so the first page reads the largest word list.
    ['searchThreads', read('searchThreads', pathOf('searchThreads', {}, '?q=week&sort=newest&limit=20'))],
    ['myStanding', read('myStanding')],
    ['guidelinesConsent', read('guidelinesConsent')],
    [
      'threadDetail',
      (n) => get(member(n).browser, 'threadDetail', pathOf('threadDetail', { id: thread(n) })),
    ],
    ['saveCheckIn', (n) => write(member(n).browser, 'saveCheckIn', 'POST', quickCheckIn(n))],
    [
      'toggleHabit',
      (n) => {
        const { browser, habitIds } = member(n);
        const id = habitIds[0] ?? '00000000-0000-4000-8000-000000000000';
        return write(
          browser,
          'toggleHabit',
          'PATCH',
          { completed: round(n) % 2 === 0 },
          pathOf('toggleHabit', { id }),
        );
      },
    ],
    [
      'toggleKindness',
      (n) =>
        write(member(n).browser, 'toggleKindness', 'POST', {
          activityId: KINDNESS_IDS[0],
          done: round(n) % 2 === 0,
          occurredAt: new Date().toISOString(),
        }),
    ],
    [
      'createReply',
      (n) =>
        write(
          member(n).browser,
          'createReply',
          'POST',
          newReply(round(n)),
          pathOf('createReply', { id: thread(n) }),
        ),
    ],
  ];
  const signIns: Builder = (n) => {
    const student = students[n % students.length] as Student;
    return write({ origin, cookie: '' }, 'login', 'POST', {
      username: student.username,
      password: student.password,
    });
  };
  return [['login', signIns] as [PeakCall, Builder], ...calls];
}

/**
 * Each hot call of a youth, one request at a time (at most `maxRequests`, or `maxSeconds` per call,
 * at least one), through the gateway: each call's own latency with no queue in front of it, for
 * comparing p99 at 1,000 and at 50,000 youth / 100,000 threads (issue 18 §4). The members first
 * sign in and agree to the guidelines (not measured).
 */
export async function measureHotCalls(options: HotCallOptions): Promise<CallFigures[]> {
  if (options.students.length === 0) throw new Error('measuring the hot calls needs at least one student');
  if (options.threadIds.length === 0) throw new Error('measuring the hot calls needs at least one thread');
  const origin = new URL(options.gateway).origin;
  const client = keepAliveSender(origin, { maxSockets: 1, timeoutMs: options.timeoutMs ?? 30_000 });
  try {
    const members = await signInMembers(client.send, origin, options.students.slice(0, SIGNED_IN));
    const figures: CallFigures[] = [];
    for (const [call, build] of hotCalls(members, options.students, options.threadIds, origin)) {
      const tallies = new CallTallies();
      const started = performance.now();
      let n = 0;
      do {
        const request = build(n);
        const answer = await client.send(request);
        tallies.record(call, answer.latencyMs, isSuccess(answer), () => describeFailure(request, answer));
        n += 1;
      } while (n < options.maxRequests && performance.now() - started < options.maxSeconds * 1000);
      figures.push(tallies.overall((performance.now() - started) / 1000, call));
      tallies.destroy();
    }
    return figures;
  } finally {
    client.close();
  }
}

async function signInMembers(send: Send, origin: string, students: readonly Student[]): Promise<Member[]> {
  const members: Member[] = [];
  for (const student of students) {
    const browser = await signIn(send, origin, student, new Map());
    if (!browser) continue;
    const habits = await send(get(browser, 'todaysHabits'));
    // Agreed once, as every member who has posted before: a reply is then the reply itself.
    await send(write(browser, 'acceptGuidelines', 'POST', undefined));
    members.push({ browser, habitIds: habitsOf(json(habits)).map((habit) => habit.id) });
  }
  if (members.length === 0) throw new Error('no student could sign in to measure the hot calls');
  return members;
}
