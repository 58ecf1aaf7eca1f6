import { ADMIN_ACTIVITY_SHOWN, Role, type IdentityFigures } from '@heartwise/contracts';
import type { UserRepository } from '../../ports/user.repository.port.js';
import type { LinkRepository } from '../../ports/link.repository.port.js';
import type { SessionsPort } from '../../ports/sessions.port.js';
import type { AuditLog } from '../../ports/audit-log.port.js';
import { expiryCutoff } from '../link-rules.js';
import { activityFeed, type ActivityDeps } from './admin-activity.js';

export interface FiguresDeps extends ActivityDeps {
  users: Pick<UserRepository, 'countByRole' | 'findById'>;
  links: Pick<LinkRepository, 'countByStatus'>;
  sessions: Pick<SessionsPort, 'countActive'>;
  audit: Pick<AuditLog, 'newest'>;
  now: () => Date;
}

/** The admin overview's identity figures, each counted now from what is stored. */
export async function adminFigures(deps: FiguresDeps): Promise<IdentityFigures> {
  const [roleCounts, activeSessions, pending, approved, entries] = await Promise.all([
    Promise.all(Role.options.map(async (role) => [role, await deps.users.countByRole(role)] as const)),
    deps.sessions.countActive(),
    // Waiting for an answer: pending and not yet expired.
    deps.links.countByStatus('pending', expiryCutoff(deps.now())),
    deps.links.countByStatus('approved'),
    deps.audit.newest(ADMIN_ACTIVITY_SHOWN),
  ]);
  const byRole = Object.fromEntries(roleCounts) as Record<Role, number>;
  return {
    users: { total: roleCounts.reduce((sum, [, count]) => sum + count, 0), byRole },
    activeSessions,
    links: { pending, approved },
    // Platform admins' actions and every district's, in one newest-first list (issue 16).
    recentAdminActivity: await activityFeed(deps, entries),
  };
}
