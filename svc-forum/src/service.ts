import type { ServiceDefinition } from '@heartwise/service-kit';
import { UserRegistered } from '@heartwise/contracts';
import { forumConfig } from './config.js';
import { threadRepository } from './adapters/store/thread.repository.js';
import { authorRepository } from './adapters/store/author.repository.js';
import { threadRoutes } from './http/thread.routes.js';
import { subscribeToIdentity } from './events/identity.subscriptions.js';

/** svc-forum: Pause and Post threads, replies, topic catalogue, reports. */
export const forumService: ServiceDefinition<typeof forumConfig> = {
  name: 'svc-forum',
  configSchema: forumConfig,
  build({ infra, verifier, logger }) {
    const threads = threadRepository(infra.store);
    const authors = authorRepository(infra.store);
    return {
      topics: [UserRegistered.type],
      routes(app) {
        app.use(threadRoutes({ threads, authors, verifier }));
      },
      subscribe: () =>
        subscribeToIdentity({ transport: infra.transport, store: infra.store, authors, logger }),
    };
  },
};
