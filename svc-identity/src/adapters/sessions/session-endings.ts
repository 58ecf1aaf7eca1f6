import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ENDED_SESSIONS_PER_EVENT, Id, IsoDateTime, SessionEnded } from '@heartwise/contracts';
import { newEvent, type DocumentStore, type Session } from '@heartwise/service-kit';

/**
 * One time sessions ended (a sign-out, the other sessions at a password change, a role change, a
 * deleted account). Sessions live in the key-value store, which has no outbox: this small document
 * carries identity.session.ended in its own write (the outbox pattern), written before the
 * sessions are removed, so a crash in between leaves them refused everywhere rather than alive.
 */
const SessionEnding = z.object({
  id: Id,
  userId: Id,
  endedAt: IsoDateTime,
  /** The latest expiry of the tokens it names: past it, the record has nothing left to say. */
  expiresAt: IsoDateTime,
});
type SessionEnding = z.infer<typeof SessionEnding>;

const sessionEndingsCollection = { name: 'session_endings', schema: SessionEnding };

/** How often the expired records are swept, at most (a full read of the collection on FerretDB v1). */
const SWEEP_EVERY_MS = 60 * 60_000;

export interface SessionEndings {
  /** Records the sessions' end with its event(s); call before removing the sessions themselves. */
  record(userId: string, sessions: readonly Session[]): Promise<void>;
}

/** On the real clock, never a test's: token expiry is the real clock's too. */
export function sessionEndings(store: DocumentStore): SessionEndings {
  const endings = store.collection(sessionEndingsCollection);
  let lastSweepAt = 0;

  /** A record whose tokens have all expired is deleted (its event, if still waiting, goes out first). */
  async function sweep(at: Date): Promise<void> {
    if (at.getTime() - lastSweepAt < SWEEP_EVERY_MS) return;
    lastSweepAt = at.getTime();
    await endings.deleteMany({ expiresAt: { $lt: at.toISOString() } });
  }

  return {
    async record(userId, sessions) {
      if (sessions.length === 0) return;
      const at = new Date();
      const ended = sessions.map((session) => ({
        sessionId: session.sid,
        expiresAt: session.expire.toISOString(),
      }));
      const events = [];
      for (let start = 0; start < ended.length; start += ENDED_SESSIONS_PER_EVENT)
        events.push(
          newEvent(SessionEnded, { userId, sessions: ended.slice(start, start + ENDED_SESSIONS_PER_EVENT) }),
        );
      await endings.insert(
        {
          id: randomUUID(),
          userId,
          endedAt: at.toISOString(),
          expiresAt: new Date(Math.max(...sessions.map((session) => session.expire.getTime()))).toISOString(),
        },
        { events },
      );
      await sweep(at);
    },
  };
}
