import { SESSION_COOKIE } from '@heartwise/service-kit';
import {
  get,
  KINDNESS_IDS,
  newReply,
  newThread,
  pathOf,
  quickCheckIn,
  THREAD_PAGE,
  write,
  type Browser,
} from './requests.js';
import { isSuccess, type PeakAnswer, type PeakRequest, type Send } from './send.js';

export interface Student {
  userId: string;
  username: string;
  password: string;
}

/** What one student does this turn beyond reading: nothing, a new discussion, or a reply. */
export type Post = 'none' | 'thread' | 'reply';

export interface JourneyPlan {
  origin: string;
  threadId: string;
  post: Post;
  /** Varies the check-in, the habits and kindness tapped, and the words posted. */
  turn: number;
  /**
   * Cookies a student's own browser kept from an earlier sign-in (the known-device cookie), read
   * and updated here: each student signs in on the same phone every morning.
   */
  keptCookies: Map<string, string>;
}

/**
 * 1 in 10 turns posts: alternately a new discussion and a reply (a deterministic spread, so every
 * run posts the same share).
 */
export function postFor(turn: number): Post {
  if (turn % 10 !== 9) return 'none';
  return Math.floor(turn / 10) % 2 === 0 ? 'reply' : 'thread';
}

/** Cookie pairs (`name=value`) from Set-Cookie lines, in order. */
export function cookiePairs(setCookie: readonly string[]): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const line of setCookie) {
    const pair = line.split(';', 1)[0] ?? '';
    const at = pair.indexOf('=');
    if (at > 0) pairs.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return pairs;
}

const cookieHeader = (pairs: ReadonlyMap<string, string>): string =>
  [...pairs].map(([name, value]) => `${name}=${value}`).join('; ');

/** A body read only where the journey needs something from it (ids of habits, the consent). */
export function json(answer: PeakAnswer): unknown {
  if (!isSuccess(answer) || !answer.text) return undefined;
  try {
    return JSON.parse(answer.text);
  } catch {
    return undefined;
  }
}

const all = (send: Send, requests: readonly PeakRequest[]) =>
  Promise.all(requests.map((request) => send(request)));

/**
 * POST /api/login with the username, as the shell's sign-in form: the browser signed in (session
 * cookie plus what it kept from before), or undefined when refused. Cookies other than the session
 * (the known-device one) are kept in `keptCookies` for the next morning.
 */
export async function signIn(
  send: Send,
  origin: string,
  student: Student,
  keptCookies: Map<string, string>,
): Promise<Browser | undefined> {
  const signedOut: Browser = { origin, cookie: cookieHeader(keptCookies) };
  const answer = await send(
    write(signedOut, 'login', 'POST', { username: student.username, password: student.password }),
  );
  const set = cookiePairs(answer.setCookie);
  const session = set.get(SESSION_COOKIE);
  if (!isSuccess(answer) || !session) return undefined;
  for (const [name, value] of set) if (name !== SESSION_COOKIE) keptCookies.set(name, value);
  return { origin, cookie: cookieHeader(new Map([...keptCookies, [SESSION_COOKIE, session]])) };
}

/**
 * One student's morning, call for call as the browser makes them (the front end's query client
 * keeps answers until a write invalidates them: staleTime Infinity, web-runtime queryClient.ts):
 * 1. sign in (shell): POST /api/login with the username;
 * 2. the youth dashboard's Overview tab, all at once: the shell's link-request banner, the
 *    always-mounted quick check-in's helplines, the four overview cards' two calls, the trend
 *    card, the practice card;
 * 3. the automatic quick check-in, then the overview and trend it invalidates (the active ones);
 * 4. the Habits tab (habits and kindness at once), two habit taps one after the other;
 * 5. a kindness tap, and the list of today's kindness it reloads;
 * 6. the forum list (mfe-forum): the first page, the member's standing and guidelines consent;
 * 7. a thread;
 * 8. one in ten posts: a reply on the thread (agreeing to the guidelines first when not yet
 *    agreed), or back on the list a new discussion (guidelines, the forum's check-in, the topics,
 *    the post, the list again).
 * A failed sign-in ends the journey (nothing else can be done signed out); any other failure is
 * recorded by `send` and the journey carries on, as the page does.
 */
export async function studentJourney(student: Student, plan: JourneyPlan, send: Send): Promise<void> {
  const browser = await signIn(send, plan.origin, student, plan.keptCookies);
  if (!browser) return;

  await all(send, [
    get(browser, 'myLinks'),
    get(browser, 'helplines'),
    get(browser, 'wellnessOverview'),
    get(browser, 'forumActivity'),
    get(browser, 'checkInTrend'),
    get(browser, 'todaysPractice'),
  ]);

  await send(write(browser, 'saveCheckIn', 'POST', quickCheckIn(plan.turn)));
  await all(send, [get(browser, 'wellnessOverview'), get(browser, 'checkInTrend')]);

  const [habitsAnswer, kindnessAnswer] = await all(send, [
    get(browser, 'todaysHabits'),
    get(browser, 'todaysKindness'),
  ]);
  const habits = habitsOf(habitsAnswer && json(habitsAnswer));
  for (let tap = 0; tap < Math.min(2, habits.length); tap += 1) {
    const habit = habits[(plan.turn + tap) % habits.length];
    if (!habit) continue;
    await send(
      write(
        browser,
        'toggleHabit',
        'PATCH',
        { completed: !habit.completed },
        pathOf('toggleHabit', { id: habit.id }),
      ),
    );
  }

  const activityId = KINDNESS_IDS[plan.turn % KINDNESS_IDS.length] ?? 'baby-me';
  const doneToday = stringsOf(kindnessAnswer && json(kindnessAnswer));
  await send(
    write(browser, 'toggleKindness', 'POST', {
      activityId,
      done: !doneToday.includes(activityId),
      occurredAt: new Date().toISOString(),
    }),
  );
  await send(get(browser, 'todaysKindness'));

  const [, , consentAnswer] = await all(send, [
    get(browser, 'listThreads', pathOf('listThreads', {}, `?limit=${THREAD_PAGE}`)),
    get(browser, 'myStanding'),
    get(browser, 'guidelinesConsent'),
  ]);
  const agreed = acceptedOf(consentAnswer && json(consentAnswer));

  const thread = get(browser, 'threadDetail', pathOf('threadDetail', { id: plan.threadId }));
  await send(thread);

  if (plan.post === 'none') return;
  if (!agreed) await send(write(browser, 'acceptGuidelines', 'POST', undefined));
  if (plan.post === 'reply') {
    await send(
      write(
        browser,
        'createReply',
        'POST',
        newReply(plan.turn),
        pathOf('createReply', { id: plan.threadId }),
      ),
    );
    await send(thread);
    return;
  }
  // A new discussion starts on the list (already loaded, so not fetched again): the forum's own
  // check-in first (mfe-forum EmotionCheckIn, the wellness check-in dialog), then the form's topics.
  await send(write(browser, 'saveCheckIn', 'POST', { ...quickCheckIn(plan.turn), prompted: false }));
  await send(get(browser, 'topicCatalogue'));
  await send(write(browser, 'createThread', 'POST', newThread(plan.turn)));
  await send(get(browser, 'listThreads', pathOf('listThreads', {}, `?limit=${THREAD_PAGE}`)));
}

export function habitsOf(body: unknown): { id: string; completed: boolean }[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { id, completed } = item as { id?: unknown; completed?: unknown };
    return typeof id === 'string' ? [{ id, completed: completed === true }] : [];
  });
}

export const stringsOf = (body: unknown): string[] =>
  Array.isArray(body) ? body.filter((item): item is string => typeof item === 'string') : [];

function acceptedOf(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { accepted?: unknown }).accepted === true;
}
