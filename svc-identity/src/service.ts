import { SessionStore, TokenIssuer, type ServiceDefinition } from '@heartwise/service-kit';
import { UserRegistered } from '@heartwise/contracts';
import { identityConfig } from './config.js';
import { userRepository } from './adapters/store/user.repository.js';
import { sessions } from './adapters/sessions/sessions.js';
import { authRoutes } from './http/auth.routes.js';
import { seedDemoAccounts } from './core/use-cases/seed-demo-accounts.js';

/** svc-identity: users, sign-in, sessions (ARCHITECTURE §5). */
export const identityService: ServiceDefinition<typeof identityConfig> = {
  name: 'svc-identity',
  configSchema: identityConfig,
  async build({ config, infra, verifier, now, logger }) {
    const users = userRepository(infra.store);
    const sessionPort = sessions(
      new SessionStore(infra.kv),
      new TokenIssuer(config.JWT_PRIVATE_KEY),
      config.SESSION_TTL_SECONDS,
    );
    if (config.DEMO_PASSWORD) {
      await infra.store.ensureIndexes();
      await seedDemoAccounts({ users, now }, config.DEMO_PASSWORD);
      logger.info('demo accounts ready');
    }
    return {
      topics: [UserRegistered.type],
      routes(app) {
        app.use(authRoutes({ users, sessions: sessionPort, now, verifier }));
      },
    };
  },
};
