import type { ServiceDefinition } from '@heartwise/service-kit';
import { UserDeleted } from '@heartwise/contracts';
import { wellnessConfig } from './config.js';
import { habitRepository } from './adapters/store/habit.repository.js';
import { personalData } from './adapters/store/personal-data.js';
import { habitRoutes } from './http/habit.routes.js';
import { exportRoutes } from './http/export.routes.js';
import { subscribeToIdentity } from './events/identity.subscriptions.js';

/** svc-wellness: habits, kindness, practice, check-ins, emotion sessions, trend. */
export const wellnessService: ServiceDefinition<typeof wellnessConfig> = {
  name: 'svc-wellness',
  configSchema: wellnessConfig,
  build({ infra, verifier, now, logger }) {
    const habits = habitRepository(infra.store);
    const userData = personalData(infra.store);
    return {
      topics: [UserDeleted.type],
      routes(app) {
        app.use(habitRoutes({ habits, now, verifier }));
        app.use(exportRoutes({ habits, now, verifier }));
      },
      subscribe: () =>
        subscribeToIdentity({
          transport: infra.transport,
          store: infra.store,
          personalData: userData,
          logger,
        }),
    };
  },
};
