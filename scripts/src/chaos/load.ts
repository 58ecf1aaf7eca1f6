import type { Member } from './accounts.js';
import type { GatewayClient } from './http-client.js';
import { messageOf } from './http-client.js';
import { nextCall, type Area, type MixState } from './traffic-mix.js';

/** One answered (or failed) call of a load run. */
export interface CallRecord {
  area: Area;
  name: string;
  /** When it was sent, in ms since the run started. */
  at: number;
  ms: number;
  status: number;
  expected: number;
  /** The error body's message, or why no answer came. */
  message?: string;
}

export interface LoadRun {
  records: CallRecord[];
  /** ms since the run started. */
  now(): number;
  /** Resolves when every connection has finished its last call (the duration is over or stop() was called). */
  done: Promise<void>;
  stop(): Promise<void>;
}

export interface LoadOptions {
  client: GatewayClient;
  youths: Member[];
  state: MixState;
  connections: number;
  durationMs: number;
}

/**
 * Closed-loop load: each connection is one keep-alive socket owned by one youth (round robin) and
 * sends its next call as soon as the last one is answered, until the duration is over.
 */
export function startLoad(options: LoadOptions): LoadRun {
  const records: CallRecord[] = [];
  const started = performance.now();
  const now = () => performance.now() - started;
  let stopped = false;
  const timer = setTimeout(() => (stopped = true), options.durationMs);

  const connection = async (index: number) => {
    const youth = options.youths[index % options.youths.length];
    if (!youth) throw new Error('a load run needs at least one youth');
    const agent = options.client.connection();
    try {
      while (!stopped) {
        const call = nextCall(options.state, youth.label);
        const at = now();
        const answer = await options.client.send(agent, youth, call);
        const record: CallRecord = {
          area: call.area,
          name: call.name,
          at,
          ms: answer.ms,
          status: answer.status,
          expected: call.expected,
        };
        if (answer.status === call.expected) call.learn?.(answer);
        else record.message = messageOf(answer);
        records.push(record);
      }
    } finally {
      agent.destroy();
    }
  };

  const done = Promise.all(Array.from({ length: options.connections }, (_, n) => connection(n))).then(() =>
    clearTimeout(timer),
  );
  return {
    records,
    now,
    done,
    async stop() {
      stopped = true;
      await done;
    },
  };
}
