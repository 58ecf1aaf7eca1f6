import type { Role } from '@heartwise/contracts';
import type { SessionStore, TokenIssuer } from '@heartwise/service-kit';
import type { SessionsPort } from '../../ports/sessions.port.js';

export function sessions(store: SessionStore, issuer: TokenIssuer, ttlSeconds: number): SessionsPort {
  return {
    async start(userId: string, role: Role) {
      const { sid } = await store.create({ userId, role, ttlSeconds });
      return { sid, token: issuer.issue({ sub: userId, sid, role }, ttlSeconds), maxAgeSeconds: ttlSeconds };
    },
    async isAlive(sid) {
      return (await store.get(sid)) !== null;
    },
    async end(sid) {
      await store.destroy(sid);
    },
    async endAllFor(userId) {
      await store.destroyAllForUser(userId);
    },
    countFor: (userId) => store.countForUser(userId),
    countActive: () => store.countActive(),
  };
}
