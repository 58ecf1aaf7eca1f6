import { RateLimiter, SessionStore, TokenIssuer, type ServiceDefinition } from '@heartwise/service-kit';
import { identityEvents } from '@heartwise/contracts';
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
import { activationRoutes } from './http/activation.routes.js';
import { activationCodeRepository } from './adapters/store/activation-code.repository.js';
import { activationSettings } from './activation-settings.js';
import { classMembersOf } from './core/rostering/import/roster-classes.js';
import { accountRoutes } from './http/account.routes.js';
import { adminUserRoutes } from './http/admin-users.routes.js';
import { linkRoutes } from './http/link.routes.js';
import { myDataRoutes } from './http/my-data.routes.js';
import { adminFigureRoutes } from './http/admin-figures.routes.js';
import { organizationRoutes } from './http/organization.routes.js';
import { orgPeopleRoutes } from './http/org-people.routes.js';
import { rosteringRoutes } from './http/rostering.routes.js';
import { rosterStateStore } from './adapters/rostering/roster-state.store.js';
import { rosterImportsStore } from './adapters/rostering/roster-imports.store.js';
import { backgroundJobs } from './adapters/rostering/background-jobs.js';
import { keyValueJobLocks } from './adapters/locks/key-value.lease.js';
import { sweepExpiredAccounts } from './core/use-cases/retention-sweep.js';
import { periodicSweeper } from './jobs/retention-sweeper.js';
import { seedDemoAccounts } from './core/use-cases/seed-demo-accounts.js';
import { seedDemoDistrict } from './core/use-cases/seed-demo-district.js';
import { accountChangeSubscription } from './events/account.subscriptions.js';

/** svc-identity: users, sign-in, sessions (ARCHITECTURE §5). */
export const identityService: ServiceDefinition<typeof identityConfig> = {
  name: 'svc-identity',
  configSchema: identityConfig,
  // Sessions, sign-in limits and the admin-roster lock: it cannot serve without Redis.
  keyValue: 'required',
  async build({ config, infra, verifier, now, logger, served }) {
    const users = userRepository(infra.store);
    const links = linkRepository(infra.store);
    const organizations = organizationRepository(infra.store);
    const audit = auditLog(infra.store);
    const codes = activationCodeRepository(infra.store);
    // Rostering (issue 16): each district's roster by sourcedId, its imports, and their jobs.
    const rosterOf = rosterStateStore(infra.store);
    const rosterImports = rosterImportsStore(infra.store);
    const importJobs = backgroundJobs(logger);
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
    // Leaving (issue 16): one pod at a time deletes the deactivated accounts past retention.
    const retention = periodicSweeper({
      intervalMs: config.RETENTION_SWEEP_INTERVAL_MS,
      lock: keyValueLock(infra.kv, 'identity:retention-sweep', { leaseSeconds: 300, waitMs: 0 }),
      run: () =>
        sweepExpiredAccounts(
          { users, organizations, sessions: sessionPort, adminRoster, now, logger },
          config.RETENTION_SWEEP_BATCH,
        ),
      logger,
    });
    if (config.DEMO_PASSWORD) {
      await infra.store.ensureIndexes();
      await seedDemoAccounts({ users, now }, config.DEMO_PASSWORD);
      await seedDemoDistrict({ users, organizations, now }, config.DEMO_PASSWORD);
      logger.info('demo accounts ready');
    }
    return {
      events: {
        publishes: identityEvents,
        subscribes: [accountChangeSubscription({ links, now })],
      },
      routes(app) {
        app.use(authRoutes({ users, sessions: sessionPort, ...limits, now, verifier, served }));
        app.use(
          activationRoutes({
            users,
            organizations,
            codes,
            sessions: sessionPort,
            ...limits,
            ...activationSettings(config),
            classMembers: classMembersOf(rosterOf),
            rosterOf,
            audit,
            now,
            verifier,
            served,
          }),
        );
        app.use(accountRoutes({ users, sessions: sessionPort, throttle, now, verifier, served }));
        app.use(adminUserRoutes({ users, sessions: sessionPort, adminRoster, audit, now, verifier, served }));
        app.use(
          organizationRoutes({ users, organizations, sessions: sessionPort, audit, now, verifier, served }),
        );
        app.use(
          orgPeopleRoutes({ users, organizations, sessions: sessionPort, audit, now, verifier, served }),
        );
        app.use(
          rosteringRoutes({
            users,
            organizations,
            sessions: sessionPort,
            imports: rosterImports,
            rosterOf,
            locks: keyValueJobLocks(infra.kv),
            audit,
            now,
            verifier,
            served,
            background: importJobs.run,
            stopping: importJobs.stopping,
          }),
        );
        app.use(linkRoutes({ links, users, audit, now, verifier, served, throttle: linkThrottle }));
        app.use(
          adminFigureRoutes({
            users,
            organizations,
            rosterOf,
            links,
            sessions: sessionPort,
            audit,
            now,
            verifier,
            served,
            limits: { sessionTtlSeconds: config.SESSION_TTL_SECONDS, ...limits },
          }),
        );
        app.use(
          myDataRoutes({ users, links, sessions: sessionPort, throttle, adminRoster, now, verifier, served }),
        );
      },
      async start() {
        const keyed = await users.backfill();
        if (keyed > 0) logger.info({ keyed }, 'district accounts given their directory keys');
        retention.start();
      },
      async stop() {
        await retention.stop();
        await importJobs.stop();
      },
    };
  },
};
