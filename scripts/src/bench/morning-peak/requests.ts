import { randomUUID } from 'node:crypto';
import {
  kindnessActivities,
  operationsByName,
  quickEmotions,
  TIMEZONE_HEADER,
  topicCatalogue,
  type KindnessActivityId,
  type OperationName,
} from '@heartwise/contracts';
import type { PeakRequest } from './send.js';

/** The zone every call carries, as the browser's fetcher sends it (web-runtime data/fetcher.ts). */
export const ZONE = 'Europe/Amsterdam';

/** The calls of a youth's morning, by their contracts' operation names. */
export type PeakCall = Extract<
  OperationName,
  | 'login'
  | 'register'
  | 'myLinks'
  | 'helplines'
  | 'wellnessOverview'
  | 'forumActivity'
  | 'checkInTrend'
  | 'todaysPractice'
  | 'saveCheckIn'
  | 'todaysHabits'
  | 'todaysKindness'
  | 'toggleHabit'
  | 'toggleKindness'
  | 'listThreads'
  | 'searchThreads'
  | 'myStanding'
  | 'guidelinesConsent'
  | 'threadDetail'
  | 'acceptGuidelines'
  | 'topicCatalogue'
  | 'createThread'
  | 'createReply'
>;

/** The calls in the order a morning first makes them: the order the figures are shown in. */
export const CALL_ORDER: readonly PeakCall[] = [
  'login',
  'myLinks',
  'helplines',
  'wellnessOverview',
  'forumActivity',
  'checkInTrend',
  'todaysPractice',
  'saveCheckIn',
  'todaysHabits',
  'todaysKindness',
  'toggleHabit',
  'toggleKindness',
  'listThreads',
  'searchThreads',
  'myStanding',
  'guidelinesConsent',
  'threadDetail',
  'acceptGuidelines',
  'createReply',
  'topicCatalogue',
  'createThread',
];

/** Figures in `CALL_ORDER` (a call it does not name goes last). */
export function inCallOrder<T extends { call: string }>(figures: readonly T[]): T[] {
  const rank = (call: string) => {
    const at = (CALL_ORDER as readonly string[]).indexOf(call);
    return at === -1 ? CALL_ORDER.length : at;
  };
  return [...figures].sort((a, b) => rank(a.call) - rank(b.call));
}

/**
 * The path of a call with its `{params}` filled in, straight from the contract's template (no
 * schema work per request: the ids come from the server's own answers or the seeded threads).
 */
export function pathOf(call: PeakCall, params: Readonly<Record<string, string>> = {}, query = ''): string {
  const template = operationsByName[call].path;
  return (
    template.replace(/\{([^}]+)\}/g, (_part, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`${call} needs its ${name}`);
      return encodeURIComponent(value);
    }) + query
  );
}

/**
 * What a signed-in browser sends the gateway: its session cookie (the gateway lets only the cookie
 * speak for a caller, gateway/src/session-check.ts), the zone on every call, and on a write the
 * page's own Origin (the gateway's CSRF check, gateway/src/same-origin.ts).
 */
export interface Browser {
  origin: string;
  /** The Cookie header: the session, and the known-device cookie once signed in before. */
  cookie: string;
}

export function get(browser: Browser, call: PeakCall, path = pathOf(call)): PeakRequest {
  return {
    call,
    method: 'GET',
    path,
    headers: browser.cookie
      ? { Cookie: browser.cookie, [TIMEZONE_HEADER]: ZONE }
      : { [TIMEZONE_HEADER]: ZONE },
  };
}

export function write(
  browser: Browser,
  call: PeakCall,
  method: 'POST' | 'PATCH',
  body: unknown,
  path = pathOf(call),
): PeakRequest {
  const headers: Record<string, string> = { Origin: browser.origin, [TIMEZONE_HEADER]: ZONE };
  if (browser.cookie) headers.Cookie = browser.cookie;
  return { call, method, path, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
}

/** The forum list's first page, as mfe-forum asks for it (THREAD_PAGE_SIZE). */
export const THREAD_PAGE = 50;

// Calm feelings at middling intensity: nothing that brings the support notice (distressingEmotions at 9–10).
const CALM_EMOTIONS = quickEmotions.filter((emotion) =>
  ['joy', 'calmness', 'relief', 'satisfaction', 'excitement', 'love'].includes(emotion),
);

/** The automatic quick check-in's body (mfe-wellness QuickCheckInDialog + saveCheckInOrKeep). */
export function quickCheckIn(turn: number): Record<string, unknown> {
  const intensity = 3 + (turn % 5);
  return {
    emotionLabel: CALM_EMOTIONS[turn % CALM_EMOTIONS.length] ?? 'calmness',
    emotionRating: intensity,
    intensity,
    checkInType: 'pre',
    notes: '',
    prompted: true,
    clientRef: randomUUID(),
    occurredAt: new Date().toISOString(),
  };
}

export const KINDNESS_IDS = Object.keys(kindnessActivities) as KindnessActivityId[];

const TOPICS = topicCatalogue.flatMap((group) => group.topics.map((topic) => topic.title));

// Plain, calm words that pass the forum's screening: no crisis words, no contact details, no
// links. An opening and a closing make each text, so one student's posts in a run differ.
const THREAD_OPENINGS = [
  'This week I tried going for a short walk after school and it helped me feel calmer.',
  'I started writing three good things down before bed, and it is getting easier to think of them.',
  'Breathing slowly for a minute before a test helped me today.',
  'I have been drawing more in the evenings and it makes me feel relaxed.',
];
const THREAD_CLOSINGS = [
  'Does anyone else do something like that?',
  'I wanted to share it in case it helps someone else too.',
  'What do you all do to unwind after a long day?',
  'I would love to hear what works for other people.',
];
const REPLY_OPENINGS = [
  'Thank you for sharing this, it is a nice idea.',
  'That sounds really helpful to me.',
  'I do something similar and it helps me too.',
  'Nice to read this on a busy morning.',
];
const REPLY_CLOSINGS = [
  'I will try it this week.',
  'I like listening to music when I need a break.',
  'Have a good day!',
  'Small steps really do add up over time.',
];

const pick = (texts: readonly string[], index: number): string => texts[index % texts.length] ?? '';

export function newThread(turn: number): { title: string; content: string } {
  return {
    title: pick(TOPICS, turn),
    content: `${pick(THREAD_OPENINGS, turn)} ${pick(THREAD_CLOSINGS, Math.floor(turn / THREAD_OPENINGS.length))}`,
  };
}

export function newReply(turn: number): { content: string } {
  return {
    content: `${pick(REPLY_OPENINGS, turn)} ${pick(REPLY_CLOSINGS, Math.floor(turn / REPLY_OPENINGS.length))}`,
  };
}
