import { Memberships, operationRoutes, type ServiceDefinition } from '@heartwise/service-kit';
import { wellnessConfig } from './config.js';
import { habitRepository } from './adapters/store/habit.repository.js';
import { kindnessRepository } from './adapters/store/kindness.repository.js';
import { practiceRepository } from './adapters/store/practice.repository.js';
import { checkInRepository } from './adapters/store/check-in.repository.js';
import { emotionSessionRepository } from './adapters/store/emotion-session.repository.js';
import { familyDirectory } from './adapters/store/family.repository.js';
import { insightFiguresRepository } from './adapters/store/insight-figures.repository.js';
import { personalData } from './adapters/store/personal-data.js';
import type { WellnessRepositories } from './ports/repositories.js';
import { habitRoutes } from './http/habit.routes.js';
import { kindnessRoutes } from './http/kindness.routes.js';
import { practiceRoutes } from './http/practice.routes.js';
import { checkInRoutes } from './http/check-in.routes.js';
import { emotionSessionRoutes } from './http/emotion-session.routes.js';
import { overviewRoutes } from './http/overview.routes.js';
import { exportRoutes } from './http/export.routes.js';
import { adminFigureRoutes } from './http/admin-figures.routes.js';
import { helplineRoutes } from './http/helplines.routes.js';
import { orgFigureRoutes } from './http/org-figures.routes.js';
import { identitySubscription } from './events/identity.subscriptions.js';

/** svc-wellness: habits, kindness, practice, check-ins, emotion sessions, trend, family summaries. */
export const wellnessService: ServiceDefinition<typeof wellnessConfig> = {
  name: 'svc-wellness',
  // Per-person write limits' counters (service-kit's write-limits); they fail open without Redis.
  keyValue: 'optional',
  configSchema: wellnessConfig,
  build({ config, infra, verifier, now, logger, served }) {
    const repositories: WellnessRepositories = {
      habits: habitRepository(infra.store),
      kindness: kindnessRepository(infra.store),
      practices: practiceRepository(infra.store),
      checkIns: checkInRepository(infra.store),
      sessions: emotionSessionRepository(infra.store),
      family: familyDirectory(infra.store),
      insights: insightFiguresRepository(infra.store),
    };
    // Districts and schools (issue 16): whose helplines a youth sees, and a district's figures.
    const memberships = new Memberships(infra.store);
    // Each call of the contracts behind the guard its `auth` names.
    const serve = operationRoutes({ service: 'wellness', verifier, served });
    const deps = { ...repositories, now, verifier, memberships, serve };
    return {
      events: {
        publishes: [],
        subscribes: [
          identitySubscription({
            personalData: personalData(infra.store),
            family: repositories.family,
            logger,
          }),
          memberships.subscription('svc-wellness'),
        ],
      },
      routes(app) {
        app.use(habitRoutes(deps));
        app.use(kindnessRoutes(deps));
        app.use(practiceRoutes(deps));
        app.use(checkInRoutes({ ...deps, helplines: config.HELPLINES }));
        app.use(emotionSessionRoutes(deps));
        app.use(overviewRoutes(deps));
        app.use(exportRoutes(deps));
        app.use(adminFigureRoutes(deps));
        app.use(orgFigureRoutes(deps));
        app.use(helplineRoutes({ ...deps, helplines: config.HELPLINES }));
      },
    };
  },
};
