import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { Role } from '@heartwise/contracts';
import type { KeyValueStore } from '../ports/key-value.port.js';

/** What a session holds (SPEC §3 `sess`): who, as what role, since when, plus anything extra. */
export const SessionData = z.looseObject({
  userId: z.string().min(1),
  role: Role,
  createdAt: z.iso.datetime(),
});
export type SessionData = z.infer<typeof SessionData>;

/** A session as stored: `sess` and `expire` (epoch ms) under the `sid` key, and its TTL for sliding. */
const StoredSession = z.object({
  sess: SessionData,
  expire: z.number().int().positive(),
  ttlSeconds: z.number().int().positive(),
});
type StoredSession = z.infer<typeof StoredSession>;

export interface Session {
  sid: string;
  sess: SessionData;
  expire: Date;
}

export interface NewSession {
  userId: string;
  role: Role;
  ttlSeconds: number;
  /** Extra fields kept in `sess`; they cannot replace userId, role or createdAt. */
  data?: Record<string, unknown>;
}

const SID = /^[A-Za-z0-9_-]{43}$/; // 32 random bytes in base64url
const sessionKey = (sid: string): string => `session:${sid}`;
const userSessionsKey = (userId: string): string => `user-sessions:${userId}`;

/**
 * Server-side sessions (ARCHITECTURE §5) over any KeyValueStore. Each session is one key that
 * expires with it; each user has a set of their sids so every session can be revoked at once
 * (logout everywhere, role change, deletion).
 */
export class SessionStore {
  constructor(private readonly store: KeyValueStore) {}

  async create({ userId, role, ttlSeconds, data = {} }: NewSession): Promise<{ sid: string; expire: Date }> {
    if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0) {
      throw new RangeError(`A session needs a whole number of seconds to live (got ${ttlSeconds}).`);
    }
    const sid = randomBytes(32).toString('base64url');
    const now = Date.now();
    const record: StoredSession = {
      sess: SessionData.parse({ ...data, userId, role, createdAt: new Date(now).toISOString() }),
      expire: now + ttlSeconds * 1000,
      ttlSeconds,
    };
    await this.forgetEndedSessions(userId);
    // The sid joins the user's set before the session exists, so no session can ever be
    // missed by destroyAllForUser; a failure in between only leaves a dead sid in the set.
    await this.store.sadd(userSessionsKey(userId), sid);
    await this.store.set(sessionKey(sid), JSON.stringify(record), ttlSeconds);
    return { sid, expire: new Date(record.expire) };
  }

  /** The live session, or null when it is unknown, expired, revoked or unreadable. */
  async get(sid: string): Promise<Session | null> {
    const record = await this.read(sid);
    return record ? { sid, sess: record.sess, expire: new Date(record.expire) } : null;
  }

  /**
   * Sliding expiry: the session lives its full TTL again from now. Null when it is gone. A
   * session revoked while it is being touched stays revoked.
   */
  async touch(sid: string): Promise<{ sid: string; expire: Date } | null> {
    const record = await this.read(sid);
    if (!record) return null;
    const renewed: StoredSession = { ...record, expire: Date.now() + record.ttlSeconds * 1000 };
    await this.store.set(sessionKey(sid), JSON.stringify(renewed), record.ttlSeconds);
    // Revocation removes the sid from the user's set before deleting the session, so if it is
    // no longer there, a destroy ran meanwhile and the write above must not bring it back.
    const stillListed = (await this.store.smembers(userSessionsKey(record.sess.userId))).includes(sid);
    if (!stillListed) {
      await this.store.del(sessionKey(sid));
      return null;
    }
    return { sid, expire: new Date(renewed.expire) };
  }

  /** Ends one session (logout). True if it was live. */
  async destroy(sid: string): Promise<boolean> {
    const record = await this.read(sid);
    if (!record) return false;
    await this.store.srem(userSessionsKey(record.sess.userId), sid);
    return (await this.store.del(sessionKey(sid))) > 0;
  }

  /** Ends every session of a user (logout everywhere, role change, deletion); returns how many. */
  async destroyAllForUser(userId: string): Promise<number> {
    const sids = await this.store.smembers(userSessionsKey(userId));
    await this.store.del(userSessionsKey(userId)); // first: see touch()
    return this.store.del(...sids.map(sessionKey));
  }

  /** The sessions of one user that are alive now, with when each expires (before ending them all). */
  async sessionsOf(userId: string): Promise<Session[]> {
    const sids = await this.store.smembers(userSessionsKey(userId));
    const live = await Promise.all(sids.map(async (sid) => ({ sid, record: await this.read(sid) })));
    return live.flatMap(({ sid, record }) =>
      record ? [{ sid, sess: record.sess, expire: new Date(record.expire) }] : [],
    );
  }

  /** How many sessions of one user are alive now (a person's own data export says it). */
  async countForUser(userId: string): Promise<number> {
    const sids = await this.store.smembers(userSessionsKey(userId));
    const live = await Promise.all(sids.map((sid) => this.read(sid)));
    return live.filter((record) => record !== null).length;
  }

  /** Live sessions across all users (admin figures). Walks the keyspace: not for hot paths. */
  async countActive(): Promise<number> {
    return this.store.countPrefix('session:');
  }

  private async read(sid: string): Promise<StoredSession | null> {
    if (!SID.test(sid)) return null; // never let a cookie value shape a key
    const raw = await this.store.get(sessionKey(sid));
    if (raw === null) return null;
    const parsed = StoredSession.safeParse(parseJson(raw));
    if (!parsed.success) {
      // Unreadable means nobody can be sure who it belongs to: treat it as logged out.
      await this.store.del(sessionKey(sid));
      return null;
    }
    return parsed.data.expire > Date.now() ? parsed.data : null;
  }

  /** Drops sids of sessions that ended by themselves, so a user's set stays small. */
  private async forgetEndedSessions(userId: string): Promise<void> {
    const sids = await this.store.smembers(userSessionsKey(userId));
    await Promise.all(
      sids.map(async (sid) => {
        if ((await this.store.get(sessionKey(sid))) === null) {
          await this.store.srem(userSessionsKey(userId), sid);
        }
      }),
    );
  }
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
