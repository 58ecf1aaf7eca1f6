import { z } from 'zod';
import { EmotionSession } from '@heartwise/contracts';
import type { CollectionDefinition, DocumentStore } from '@heartwise/service-kit';
import type {
  EmotionSessionRecord,
  EmotionSessionRepository,
} from '../../ports/emotion-session.repository.port.js';

export const sessionsCollection: CollectionDefinition<EmotionSessionRecord> = {
  name: 'emotion_sessions',
  schema: EmotionSession.extend({ userId: z.uuid() }),
  indexes: [{ fields: { userId: 1, sessionStatus: 1, startedAt: -1 } }],
};

/** Every write names the owner too, so no call can touch another person's session. */
export function emotionSessionRepository(store: DocumentStore): EmotionSessionRepository {
  const sessions = store.collection(sessionsCollection);
  return {
    open: (record) => sessions.insert(record),
    findOwn: (userId, id) => sessions.findOne({ id, userId }),
    activeOf: (userId) => sessions.find({ userId, sessionStatus: 'active' }, { sort: { startedAt: -1 } }),
    abandonStartedBefore: (userId, cutoff) =>
      sessions.updateMany(
        { userId, sessionStatus: 'active', startedAt: { $lt: cutoff } },
        { set: { sessionStatus: 'abandoned' } },
      ),
    mark: (userId, id, marks) => sessions.updateOne({ id, userId }, { set: marks }),
    async complete(userId, id, at) {
      const completed = await sessions.updateOne(
        { id, userId, sessionStatus: { $ne: 'completed' } },
        { set: { sessionStatus: 'completed', completedAt: at } },
      );
      // Already completed (twice is fine: the first time stands), or not theirs at all (null).
      return completed ?? sessions.findOne({ id, userId });
    },
    allOf: (userId) => sessions.find({ userId }, { sort: { startedAt: 1 } }),
  };
}
