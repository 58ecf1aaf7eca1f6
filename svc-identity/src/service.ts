import { RateLimiter, SessionStore, TokenIssuer, type ServiceDefinition } from '@heartwise/service-kit';
import {
  LinkApproved,
  LinkEnded,
  MembershipChanged,
  OrgCreated,
  SessionEnded,
  UserDeleted,
  UserRegistered,
  UserRoleChanged,
  UserUpdated,
} from '@heartwise/contracts';
import { identityConfig } from './config.js';
import { accessLimits } from './access-limits.js';
import { userRepository } from './adapters/store/user.repository.js';
import { linkRepository } from './adapters/store/link.repository.js';
import { organizationRepository } from './adapters/store/organization.repository.js';
import { auditLog } from './adapters/store/audit-log.repository.js';
import { sessions } from './adapters/sessions/sessions.js';
import { sessionEndings } from './adapters/sessions/session-endings.js';
import { linkRequestThrottle } from './adapters/throttle/link-request-throttle.js';
import { keyValueLock } from './adapters/locks/key-value.lock.js';
import { authRoutes } from './http/auth.routes.js';
import { accountRoutes } from './http/account.routes.js';
import { adminUserRoutes } from './http/admin-users.routes.js';
import { linkRoutes } from './http/link.routes.js';
import { myDataRoutes } from './http/my-data.routes.js';
import { adminFigureRoutes } from './http/admin-figures.routes.js';
import { organizationRoutes } from './http/organization.routes.js';
import { seedDemoAccounts } from './core/use-cases/seed-demo-accounts.js';
import { seedDemoDistrict } from './core/use-cases/seed-demo-district.js';
import { subscribeToAccountChanges } from './events/account.subscriptions.js';

/** svc-identity: users, sign-in, sessions (ARCHITECTURE §5). */
export const identityService: ServiceDefinition<typeof identityConfig> = {
  name: 'svc-identity',
  configSchema: identityConfig,
  // Sessions, sign-in limits and the admin-roster lock: it cannot serve without Redis.
  keyValue: 'required',
  async build({ config, infra, verifier, now, logger }) {
    const users = userRepository(infra.store);
    const links = linkRepository(infra.store);
    const organizations = organizationRepository(infra.store);
    const audit = auditLog(infra.store);
    const sessionPort = sessions(
      new SessionStore(infra.kv),
      new TokenIssuer(config.JWT_PRIVATE_KEY),
      config.SESSION_TTL_SECONDS,
      sessionEndings(infra.store),
    );
    const limiter = new RateLimiter(infra.kv);
    const limits = accessLimits(config, infra.kv, now);
    const { throttle } = limits;
    const linkThrottle = linkRequestThrottle(limiter, {
      perParent: config.LINK_REQUESTS_PER_PARENT,
      perAddress: config.LINK_REQUESTS_PER_ADDRESS,
      windowSeconds: config.LINK_REQUEST_WINDOW_SECONDS,
    });
    const adminRoster = keyValueLock(infra.kv, 'identity:admin-roster');
    if (config.DEMO_PASSWORD) {
      await infra.store.ensureIndexes();
      await seedDemoAccounts({ users, now }, config.DEMO_PASSWORD);
      await seedDemoDistrict({ users, organizations, now }, config.DEMO_PASSWORD);
      logger.info('demo accounts ready');
    }
    return {
      topics: [
        UserRegistered.type,
        UserUpdated.type,
        UserRoleChanged.type,
        UserDeleted.type,
        LinkApproved.type,
        LinkEnded.type,
        SessionEnded.type,
        OrgCreated.type,
        MembershipChanged.type,
      ],
      routes(app) {
        app.use(authRoutes({ users, sessions: sessionPort, ...limits, now, verifier }));
        app.use(accountRoutes({ users, sessions: sessionPort, throttle, now, verifier }));
        app.use(adminUserRoutes({ users, sessions: sessionPort, adminRoster, audit, now, verifier }));
        app.use(organizationRoutes({ users, organizations, sessions: sessionPort, audit, now, verifier }));
        app.use(linkRoutes({ links, users, audit, now, verifier, throttle: linkThrottle }));
        app.use(
          adminFigureRoutes({
            users,
            links,
            sessions: sessionPort,
            audit,
            now,
            verifier,
            limits: { sessionTtlSeconds: config.SESSION_TTL_SECONDS, ...limits },
          }),
        );
        app.use(myDataRoutes({ users, links, sessions: sessionPort, throttle, adminRoster, now, verifier }));
      },
      subscribe: () =>
        subscribeToAccountChanges({ transport: infra.transport, store: infra.store, links, now, logger }),
    };
  },
};
