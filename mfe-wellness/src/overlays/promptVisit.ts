import { IDLE_TIMEOUT_MS } from './timings.js';

/**
 * What the automatic check-ins remember for one visit, shared by every tab of the browser
 * (localStorage, per user, so someone signing in after another on a shared computer gets their
 * own). A visit ends after 30 minutes with no activity in any tab (SPEC's inactivity timeout): the
 * next page load starts a new one, with nothing asked yet. Within a visit each prompt is asked at
 * most once, however many tabs are open: the 'pre' check-in, the exit ('post-post') check-in and
 * each session's reflection. A tab left (hidden, closed) marks the exit as pending, and that
 * carries into the next visit: coming back is when the exit check-in is asked.
 */
export interface PromptVisit {
  /** Something happened in this tab (a load, a click, a key): the visit goes on. */
  touch(): void;
  preShown(): boolean;
  markPreShown(): void;
  exitPending(): boolean;
  /** This visit has asked nothing yet, and a tab was left in an earlier one: they have come back. */
  returning(): boolean;
  setExitPending(): void;
  clearExitPending(): void;
  exitShown(): boolean;
  markExitShown(): void;
  reflectionAsked(sessionId: string): boolean;
  markReflectionAsked(sessionId: string): void;
}

/**
 * The stored visit, under `heartwise:check-in:visit:<user id>` (browser tests write it to keep
 * the prompts out of journeys about something else: e2e/support/people.ts).
 */
interface VisitRecord {
  startedAt: number;
  /** When someone last did something in any tab, in ms since the epoch. */
  lastSeenAt: number;
  /** What this visit asked: 'pre', 'post-post', and `reflection:<session id>` for each reflection. */
  asked: string[];
  /** A tab was left: the first load of a later visit asks the exit ('post-post') check-in. */
  exitPending?: boolean;
}

/** A visit asks a handful of things; the record stays small whatever happens. */
const ASKED_KEPT = 20;
const reflection = (sessionId: string) => `reflection:${sessionId}`;

// A hand check rather than zod: the remotes leave zod to contracts (its only importer), and this
// record is our own; anything else in the slot simply starts a new visit.
function asVisitRecord(value: unknown): VisitRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const asked = record['asked'];
  if (typeof record['startedAt'] !== 'number' || typeof record['lastSeenAt'] !== 'number') return null;
  if (!Array.isArray(asked) || !asked.every((item) => typeof item === 'string')) return null;
  if (record['exitPending'] !== undefined && typeof record['exitPending'] !== 'boolean') return null;
  return value as VisitRecord;
}

export function promptVisit(
  storage: Storage | null,
  userId: string,
  now: () => number = Date.now,
): PromptVisit {
  const key = `heartwise:check-in:visit:${userId}`;
  // Storage can be missing or refuse writes (private modes, full quota): the flow then simply runs less.
  const current = (): VisitRecord => {
    const at = now();
    let left = false;
    try {
      const stored = asVisitRecord(JSON.parse(storage?.getItem(key) ?? 'null'));
      if (stored && at - stored.lastSeenAt <= IDLE_TIMEOUT_MS) return stored;
      left = stored?.exitPending === true;
    } catch {
      // Unreadable: a new visit.
    }
    // A new visit; a tab left in the last one is remembered, for the exit check-in.
    return { startedAt: at, lastSeenAt: at, asked: [], ...(left ? { exitPending: true } : {}) };
  };
  const save = (record: VisitRecord) => {
    try {
      storage?.setItem(key, JSON.stringify({ ...record, lastSeenAt: now() }));
    } catch {
      // See above: nothing to do but carry on.
    }
  };
  const wasAsked = (prompt: string) => current().asked.includes(prompt);
  const markAsked = (prompt: string, change: Partial<VisitRecord> = {}) => {
    const visit = current();
    const asked = [...visit.asked.filter((item) => item !== prompt), prompt].slice(-ASKED_KEPT);
    save({ ...visit, ...change, asked });
  };
  return {
    touch: () => save(current()),
    preShown: () => wasAsked('pre'),
    markPreShown: () => markAsked('pre'),
    exitPending: () => current().exitPending === true,
    returning: () => {
      const visit = current();
      return visit.exitPending === true && visit.asked.length === 0;
    },
    setExitPending: () => save({ ...current(), exitPending: true }),
    clearExitPending: () => save({ ...current(), exitPending: false }),
    exitShown: () => wasAsked('post-post'),
    markExitShown: () => markAsked('post-post', { exitPending: false }),
    reflectionAsked: (sessionId) => wasAsked(reflection(sessionId)),
    markReflectionAsked: (sessionId) => markAsked(reflection(sessionId)),
  };
}

/** The browser's localStorage (shared by its tabs), or null where it will not give it. */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
