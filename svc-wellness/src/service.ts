import type { ServiceDefinition } from '@heartwise/service-kit';
import { wellnessConfig } from './config.js';
import { habitRepository } from './adapters/store/habit.repository.js';
import { habitRoutes } from './http/habit.routes.js';

/** svc-wellness: habits, kindness, practice, check-ins, emotion sessions, trend. */
export const wellnessService: ServiceDefinition<typeof wellnessConfig> = {
  name: 'svc-wellness',
  configSchema: wellnessConfig,
  build({ infra, verifier, now }) {
    const habits = habitRepository(infra.store);
    return {
      routes(app) {
        app.use(habitRoutes({ habits, now, verifier }));
      },
    };
  },
};
