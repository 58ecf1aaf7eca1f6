import { ADMIN_ACTIVITY_SHOWN, Role, type IdentityFigures } from '@heartwise/contracts';
import { countedPerWeek, localDay } from '@heartwise/service-kit/domain';
import type { UserRepository } from '../../ports/user.repository.port.js';
import type { LinkRepository } from '../../ports/link.repository.port.js';
import type { SessionsPort } from '../../ports/sessions.port.js';
import type { AuditLog } from '../../ports/audit-log.port.js';
import { expiryCutoff } from '../link-rules.js';
import { activityFeed, type ActivityDeps } from './admin-activity.js';

export interface FiguresDeps extends ActivityDeps {
  users: Pick<UserRepository, 'countByRole' | 'findById' | 'countCreatedBetween'>;
  links: Pick<LinkRepository, 'countByStatus'>;
  sessions: Pick<SessionsPort, 'countActive'>;
  audit: Pick<AuditLog, 'newest'>;
  now: () => Date;
}

/**
 * The admin overview's identity figures, each counted now from what is stored. Sign-ups per week
 * (issue 19) are the accounts created in each of the caller's last 8 weeks (`timeZone`; weeks
 * start on Sunday), whatever their role: one count per week, no account read.
 */
export async function adminFigures(deps: FiguresDeps, timeZone = 'UTC'): Promise<IdentityFigures> {
  const now = deps.now();
  const [roleCounts, activeSessions, pending, approved, entries, signUps] = await Promise.all([
    Promise.all(Role.options.map(async (role) => [role, await deps.users.countByRole(role)] as const)),
    deps.sessions.countActive(),
    // Waiting for an answer: pending and not yet expired.
    deps.links.countByStatus('pending', expiryCutoff(now)),
    deps.links.countByStatus('approved'),
    deps.audit.newest(ADMIN_ACTIVITY_SHOWN),
    // Accounts carry an instant (`createdAt`), not a day: counted per week of the caller's calendar.
    countedPerWeek(localDay(now, timeZone), timeZone, (from, to) => deps.users.countCreatedBetween(from, to)),
  ]);
  const byRole = Object.fromEntries(roleCounts) as Record<Role, number>;
  return {
    users: { total: roleCounts.reduce((sum, [, count]) => sum + count, 0), byRole },
    activeSessions,
    links: { pending, approved },
    // Platform admins' actions and every district's, in one newest-first list (issue 16).
    recentAdminActivity: await activityFeed(deps, entries),
    signUps,
  };
}
