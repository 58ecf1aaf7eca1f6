import {
  ADMIN_ACTIVITY_SHOWN,
  Role,
  type AdminActivity,
  type IdentityFigures,
  type LinkPerson,
} from '@heartwise/contracts';
import type { UserRepository } from '../../ports/user.repository.port.js';
import type { LinkRepository } from '../../ports/link.repository.port.js';
import type { SessionsPort } from '../../ports/sessions.port.js';
import type { AuditEntry, AuditLog } from '../../ports/audit-log.port.js';
import { expiryCutoff } from '../link-rules.js';

export interface FiguresDeps {
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
    recentAdminActivity: await withPeople(deps.users, entries),
  };
}

/** Audit entries as shown: people by public fields, looked up now (null once an account is gone). */
async function withPeople(
  users: Pick<UserRepository, 'findById'>,
  entries: AuditEntry[],
): Promise<AdminActivity[]> {
  const ids = new Set(
    entries.flatMap((entry) => [entry.actorId, entry.subjectId, ...(entry.youthId ? [entry.youthId] : [])]),
  );
  const people = new Map<string, LinkPerson | null>(
    await Promise.all(
      [...ids].map(async (id) => {
        const user = await users.findById(id);
        const person = user
          ? { id: user.id, username: user.username, firstName: user.firstName, lastName: user.lastName }
          : null;
        return [id, person] as const;
      }),
    ),
  );
  const person = (id: string) => people.get(id) ?? null;
  return entries.map((entry) => ({
    id: entry.id,
    kind: entry.kind,
    at: entry.at,
    by: person(entry.actorId),
    whom: person(entry.subjectId),
    ...(entry.youthId ? { youth: person(entry.youthId) } : {}),
    ...(entry.fromRole ? { fromRole: entry.fromRole } : {}),
    ...(entry.toRole ? { toRole: entry.toRole } : {}),
  }));
}
