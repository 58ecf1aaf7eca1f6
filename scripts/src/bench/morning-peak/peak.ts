import { CallTallies, type CallFigures } from './figures.js';
import { postFor, studentJourney, type Student } from './journey.js';
import { inCallOrder } from './requests.js';
import { describeFailure, isSuccess, keepAliveSender, type PeakRequest, type Send } from './send.js';

export interface MorningPeakOptions {
  gateway: string;
  students: readonly Student[];
  threadIds: readonly string[];
  durationS: number;
  warmupS: number;
  concurrency: number;
  /** Per request, whole answer; a slower one is an error (default 10 s). */
  timeoutMs?: number;
  /** Called as the counted window opens (after the warm-up) and as it closes; awaited before the figures. */
  onWindow?: (edge: 'open' | 'close') => Promise<void>;
}

export interface MorningPeakResult {
  durationS: number;
  concurrency: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  calls: CallFigures[];
  /** The first few failures: call, status (or timeout) and the start of the body. */
  errorSamples?: string[];
}

/** A browser opens up to 6 connections to one host (HTTP/1.1); a phone rarely needs them all. */
const SOCKETS_PER_STUDENT = 6;

/** Thrown by the sender once the run's time is up: the journey under way stops there. */
class TimeUp extends Error {}

/**
 * Hands out the next student and the next thread in turn: every virtual student signs in as a
 * different account from the last (sign-in slowing is per account), round the pool.
 */
export class Turns {
  private next = 0;
  constructor(
    private readonly students: readonly Student[],
    private readonly threadIds: readonly string[],
  ) {
    if (students.length === 0) throw new Error('the morning peak needs at least one student');
    if (threadIds.length === 0) throw new Error('the morning peak needs at least one thread to open');
  }

  take(): { turn: number; student: Student; studentIndex: number; threadId: string } {
    const turn = this.next;
    this.next += 1;
    const studentIndex = turn % this.students.length;
    const student = this.students[studentIndex];
    const threadId = this.threadIds[turn % this.threadIds.length];
    if (!student || threadId === undefined) throw new Error('unreachable: the pools are not empty');
    return { turn, student, studentIndex, threadId };
  }
}

/**
 * A district's morning (issue 18 §3): `concurrency` virtual students at once, each in a closed
 * loop taking the next student of the pool through `studentJourney`, for `warmupS + durationS`.
 * Only requests sent after the warm-up and before the end are counted; the end stops every
 * journey at its next request (one under way finishes within its timeout).
 */
export async function runMorningPeak(options: MorningPeakOptions): Promise<MorningPeakResult> {
  const turns = new Turns(options.students, options.threadIds);
  const origin = new URL(options.gateway).origin;
  const client = keepAliveSender(origin, {
    maxSockets: options.concurrency * SOCKETS_PER_STUDENT,
    timeoutMs: options.timeoutMs ?? 10_000,
  });
  const tallies = new CallTallies();
  const started = performance.now();
  const countFrom = started + options.warmupS * 1000;
  const end = countFrom + options.durationS * 1000;
  const kept = options.students.map(() => new Map<string, string>());
  const edges: Promise<void>[] = [];
  const { onWindow } = options;
  const timers = onWindow
    ? (['open', 'close'] as const).map((edge) =>
        setTimeout(() => edges.push(onWindow(edge)), (edge === 'open' ? countFrom : end) - started),
      )
    : [];

  // Requests still under way when a journey stops at a TimeUp (a sibling of a parallel step):
  // waited for before the figures, so closing the connections never turns one into an error.
  const underWay = new Set<Promise<unknown>>();
  const send: Send = async (request: PeakRequest) => {
    const sentAt = performance.now();
    if (sentAt >= end) throw new TimeUp();
    const sending = client.send(request);
    underWay.add(sending);
    const answer = await sending;
    underWay.delete(sending);
    if (sentAt >= countFrom) {
      tallies.record(request.call, answer.latencyMs, isSuccess(answer), () =>
        describeFailure(request, answer),
      );
    }
    return answer;
  };

  const virtualStudent = async () => {
    while (performance.now() < end) {
      const { turn, student, studentIndex, threadId } = turns.take();
      const plan = {
        origin,
        threadId,
        post: postFor(turn),
        turn,
        keptCookies: kept[studentIndex] ?? new Map(),
      };
      try {
        await studentJourney(student, plan, send);
      } catch (error) {
        if (error instanceof TimeUp) return;
        throw error;
      }
    }
  };

  try {
    await Promise.all(Array.from({ length: options.concurrency }, virtualStudent));
    await Promise.all(underWay);
    await Promise.all(edges);
    const overall = tallies.overall(options.durationS);
    const samples = tallies.errorSamples;
    return {
      durationS: options.durationS,
      concurrency: options.concurrency,
      requests: overall.requests,
      requestsPerSecond: overall.requestsPerSecond,
      p50Ms: overall.p50Ms,
      p99Ms: overall.p99Ms,
      errors: overall.errors,
      calls: inCallOrder(tallies.perCall(options.durationS)),
      ...(samples.length > 0 ? { errorSamples: [...samples] } : {}),
    };
  } finally {
    for (const timer of timers) clearTimeout(timer);
    tallies.destroy();
    client.close();
  }
}
