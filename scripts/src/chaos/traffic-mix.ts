import { topicCatalogue, type OperationArgs, type OperationName } from '@heartwise/contracts';
import type { Answer, Call } from './http-client.js';
import { callOf, jsonOf, labelOf } from './http-client.js';

/** Which service answers a call, as the gateway routes it. */
export type Area = 'identity' | 'wellness' | 'forum';

export interface MixedCall extends Call {
  area: Area;
  /** A short name for the report: the operation's method and path, e.g. "GET /api/habits". */
  name: string;
  /** What a working product answers. */
  expected: number;
  /** Learns from a good answer (new thread ids, habit ids). */
  learn?: (answer: Answer) => void;
}

const titles = topicCatalogue.flatMap((group) => group.topics.map((topic) => topic.title));
const emotions = ['Calm', 'Happy', 'Tired', 'Hopeful', 'Curious'];

const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/** What every connection shares: threads that exist (to read and reply to) and each youth's habits. */
export class MixState {
  private readonly threads: string[] = [];
  private readonly habits = new Map<string, string[]>();

  addThread(id: string): void {
    this.threads.push(id);
    // The newest few hundred are plenty to spread reads and replies over.
    if (this.threads.length > 300) this.threads.shift();
  }
  someThread(): string | undefined {
    return this.threads.length ? pick(this.threads) : undefined;
  }
  setHabits(youth: string, ids: string[]): void {
    this.habits.set(youth, ids);
  }
  someHabit(youth: string): string | undefined {
    const ids = this.habits.get(youth);
    return ids?.length ? pick(ids) : undefined;
  }
}

/** The id of a created thread (201 body), if the answer holds one. */
export function idOf(answer: Answer): string | undefined {
  const body = jsonOf(answer);
  return body && typeof body === 'object' && 'id' in body && typeof body.id === 'string'
    ? body.id
    : undefined;
}

/** Habit ids from `todaysHabits`. */
export function habitIds(answer: Answer): string[] {
  const body = jsonOf(answer);
  if (!Array.isArray(body)) return [];
  return body.flatMap((habit: unknown) =>
    habit && typeof habit === 'object' && 'id' in habit && typeof habit.id === 'string' ? [habit.id] : [],
  );
}

/** The named call with its input, named in the report by its operation (the same for every id). */
function named<Name extends OperationName>(
  name: Name,
  ...input: OperationArgs<Name>
): Call & { name: string } {
  return { ...callOf(name, ...input), name: labelOf(name) };
}

export function newThreadBody(words: string) {
  return { title: pick(titles), content: `${words} Thanks for reading, have a good day everyone.` };
}

/**
 * A youth's day in the product, by weight: mostly reads (their user, habits, latest check-in, the
 * forum list and a thread), and about a third writes (tick a habit, check in, start a discussion,
 * reply). Every call's expected status is the contract's.
 */
export function nextCall(state: MixState, youth: string): MixedCall {
  const roll = Math.random() * 100;
  const thread = state.someThread();
  const habit = state.someHabit(youth);
  if (roll < 14) return { area: 'identity', ...named('currentUser'), expected: 200 };
  if (roll < 28) return { area: 'wellness', ...named('todaysHabits'), expected: 200 };
  if (roll < 38 && habit)
    return {
      area: 'wellness',
      ...named('toggleHabit', { params: { id: habit }, body: { completed: Math.random() < 0.5 } }),
      expected: 200,
    };
  if (roll < 48)
    return {
      area: 'wellness',
      ...named('saveCheckIn', {
        body: {
          emotionLabel: pick(emotions),
          emotionRating: 1 + Math.floor(Math.random() * 6),
          checkInType: 'pre',
        },
      }),
      expected: 201,
    };
  if (roll < 56) return { area: 'wellness', ...named('latestCheckIn'), expected: 200 };
  if (roll < 76) return { area: 'forum', ...named('listThreads', { query: { limit: 20 } }), expected: 200 };
  if (roll < 83 && thread)
    return { area: 'forum', ...named('threadDetail', { params: { id: thread } }), expected: 200 };
  if (roll < 92 && thread)
    return {
      area: 'forum',
      ...named('createReply', {
        params: { id: thread },
        body: { content: 'Same here, it helps to talk about it.' },
      }),
      expected: 201,
    };
  return {
    area: 'forum',
    ...named('createThread', { body: newThreadBody('A load-test discussion about my week.') }),
    expected: 201,
    learn: (answer) => {
      const id = idOf(answer);
      if (id) state.addThread(id);
    },
  };
}
