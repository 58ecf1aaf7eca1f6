import type { SessionStore, TokenIssuer } from '@heartwise/service-kit';
import type { SessionsPort } from '../../ports/sessions.port.js';
import type { SessionEndings } from './session-endings.js';

/**
 * Sessions in the key-value store, tokens naming them. Ending sessions publishes
 * identity.session.ended first (session-endings.ts), so every other service refuses their tokens
 * too, not only the gateway and svc-identity, which read the store.
 */
export function sessions(
  store: SessionStore,
  issuer: TokenIssuer,
  ttlSeconds: number,
  endings: SessionEndings,
): SessionsPort {
  return {
    async start({ id: userId, role, organizationId, schoolId }) {
      const { sid } = await store.create({ userId, role, ttlSeconds });
      const claims = { sub: userId, sid, role, org: organizationId, school: schoolId };
      return { sid, token: issuer.issue(claims, ttlSeconds), maxAgeSeconds: ttlSeconds };
    },
    async isAlive(sid) {
      return (await store.get(sid)) !== null;
    },
    async end(sid) {
      const session = await store.get(sid);
      if (!session) return;
      await endings.record(session.sess.userId, [session]);
      await store.destroy(sid);
    },
    async endAllFor(userId) {
      await endings.record(userId, await store.sessionsOf(userId));
      await store.destroyAllForUser(userId);
    },
    countFor: (userId) => store.countForUser(userId),
    countActive: () => store.countActive(),
  };
}
