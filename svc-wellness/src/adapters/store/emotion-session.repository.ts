import { DuplicateKeyError, type DocumentStore } from '@heartwise/service-kit';
import type {
  EmotionSessionRecord,
  EmotionSessionRepository,
} from '../../ports/emotion-session.repository.port.js';
import { readModelEpoch } from './read-models/epoch.js';
import { ACTIVE_SESSIONS_LIMIT, accountRecentStore } from './read-models/account-recent.js';
import { insightFiguresStore } from './read-models/insight-figures.js';
import { sessionsCollection } from './record-collections.js';

export { sessionsCollection };

/**
 * Every write names the owner too, so no call can touch another person's session. Each session is
 * read and written by its id; the account's active ones are kept in its recent document
 * (read-models/account-recent), which every write of a session keeps in step, so the active list is
 * one read by `_id` and never a query by `userId`.
 */
export function emotionSessionRepository(store: DocumentStore): EmotionSessionRepository {
  const sessions = store.collection(sessionsCollection);
  const epoch = readModelEpoch(store);
  const recent = accountRecentStore(store, epoch);
  const figures = insightFiguresStore(store);
  /**
   * The session as it is now, also in the account's active list (kept while active) and in its
   * insight figures (its practice type).
   */
  const kept = async (session: EmotionSessionRecord | null) => {
    if (session) {
      await recent.putSession(session);
      await figures.putSession(session);
    }
    return session;
  };
  return {
    async open(record) {
      await Promise.all([epoch.ready(), figures.epoch.ready()]);
      try {
        return (await kept(await sessions.insert(record))) ?? record;
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        // Opened already by the same check-in sent before: that session is the one.
        const stored = await sessions.findById(record.id);
        if (stored?.userId !== record.userId) throw error;
        return (await kept(stored)) ?? stored;
      }
    },
    findOwn: (userId, id) => sessions.findOne({ id, userId }),
    async activeOf(userId) {
      const doc = await recent.read(userId);
      if (!doc.activeOverflow) return doc.activeSessions;
      // More open than the document keeps (read-models/account-recent): read them, and keep them
      // again once they fit.
      const active = await sessions.find({ userId, sessionStatus: 'active' }, { sort: { startedAt: -1 } });
      if (active.length <= ACTIVE_SESSIONS_LIMIT) await recent.resetSessions(userId, active);
      return active;
    },
    async abandonStartedBefore(userId, cutoff) {
      const doc = await recent.read(userId);
      if (doc.activeOverflow)
        return sessions.updateMany(
          { userId, sessionStatus: 'active', startedAt: { $lt: cutoff } },
          { set: { sessionStatus: 'abandoned' } },
        );
      const old = doc.activeSessions.filter((session) => session.startedAt < cutoff);
      let abandoned = 0;
      for (const session of old) {
        const changed = await sessions.updateOne(
          { id: session.id, userId, sessionStatus: 'active' },
          { set: { sessionStatus: 'abandoned' } },
        );
        if (changed) abandoned += 1;
      }
      await recent.dropSessions(
        userId,
        old.map((session) => session.id),
      );
      return abandoned;
    },
    async abandonBeyond(userId, keep) {
      const doc = await recent.read(userId);
      if (!doc.activeOverflow && doc.activeSessions.length <= keep) return 0;
      // Newest first: the ones past `keep` go (read from the sessions when the document overflowed).
      const active = doc.activeOverflow
        ? await sessions.find({ userId, sessionStatus: 'active' }, { sort: { startedAt: -1 } })
        : doc.activeSessions;
      let abandoned = 0;
      for (const session of active.slice(keep)) {
        const changed = await sessions.updateOne(
          { id: session.id, userId, sessionStatus: 'active' },
          { set: { sessionStatus: 'abandoned' } },
        );
        if (changed) abandoned += 1;
      }
      await recent.resetSessions(userId, active.slice(0, keep));
      return abandoned;
    },
    mark: async (userId, id, marks) => kept(await sessions.updateOne({ id, userId }, { set: marks })),
    async complete(userId, id, at) {
      const completed = await sessions.updateOne(
        { id, userId, sessionStatus: { $ne: 'completed' } },
        { set: { sessionStatus: 'completed', completedAt: at } },
      );
      // Already completed (twice is fine: the first time stands), or not theirs at all (null).
      return kept(completed ?? (await sessions.findOne({ id, userId })));
    },
    allOf: (userId) => sessions.find({ userId }, { sort: { startedAt: 1 } }),
  };
}
