import { operationRoutes, type ServiceDefinition } from '@heartwise/service-kit';
import { forumEvents } from '@heartwise/contracts';
import { forumConfig } from './config.js';
import { forumRepositories } from './adapters/store/forum-repositories.js';
import { screeningLists } from './core/screening/screening.js';
import { threadRoutes } from './http/thread.routes.js';
import { ownContentRoutes } from './http/own-content.routes.js';
import { staffRoutes } from './http/staff.routes.js';
import { reportRoutes } from './http/report.routes.js';
import { communityRoutes } from './http/community.routes.js';
import { standingRoutes } from './http/standing.routes.js';
import { blockRoutes } from './http/block.routes.js';
import { exportRoutes } from './http/export.routes.js';
import { adminFigureRoutes } from './http/admin-figures.routes.js';
import { orgFigureRoutes } from './http/org-figures.routes.js';
import { otherForumPaths } from './http/other-paths.routes.js';
import type { ForumDeps } from './http/forum-deps.js';
import { identitySubscription } from './events/identity.subscriptions.js';
import { moderationSubscription } from './events/moderation.subscriptions.js';

/**
 * svc-forum: Pause and Post threads, replies, topic catalogue, reports, guidelines consent, and
 * the safety tools around them (members' standing and blocks, staff taking content down).
 */
export const forumService: ServiceDefinition<typeof forumConfig> = {
  name: 'svc-forum',
  // Per-person write limits' counters (service-kit's write-limits); they fail open without Redis.
  keyValue: 'optional',
  configSchema: forumConfig,
  build({ config, infra, verifier, now, served }) {
    const repositories = forumRepositories(infra.store);
    const screening = {
      lists: screeningLists({
        ...(config.SCREENING_CRISIS_PHRASES ? { crisis: config.SCREENING_CRISIS_PHRASES } : {}),
        ...(config.SCREENING_ABUSIVE_PHRASES ? { abusive: config.SCREENING_ABUSIVE_PHRASES } : {}),
      }),
      helplines: config.HELPLINES,
    };
    const serve = operationRoutes({ service: 'forum', verifier, served });
    const deps: ForumDeps = { ...repositories, screening, now, serve };
    return {
      events: {
        publishes: forumEvents,
        subscribes: [
          identitySubscription(repositories),
          moderationSubscription({ ...repositories, helplines: config.HELPLINES }),
          repositories.memberships.subscription('svc-forum'),
        ],
      },
      routes(app) {
        // Each call behind the guard its `auth` names: "Download my data" is anyone's own, an
        // organization admin's too; every other forum call refuses organization admins.
        app.use(exportRoutes(deps));
        app.use(threadRoutes(deps));
        app.use(ownContentRoutes(deps));
        app.use(staffRoutes(deps));
        app.use(reportRoutes(deps));
        app.use(communityRoutes(deps));
        app.use(standingRoutes(deps));
        app.use(blockRoutes(deps));
        app.use(adminFigureRoutes(deps));
        app.use(orgFigureRoutes(deps));
        app.use(otherForumPaths(deps));
      },
    };
  },
};
