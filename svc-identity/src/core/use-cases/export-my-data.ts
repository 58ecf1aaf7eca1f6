import {
  LinkStatus,
  type AccessClaims,
  type ExportedLink,
  type IdentityExport,
  type LinkPerson,
} from '@heartwise/contracts';
import { unauthenticated } from '@heartwise/service-kit/domain';
import type { UserRepository } from '../../ports/user.repository.port.js';
import type { LinkRecord, LinkRepository } from '../../ports/link.repository.port.js';
import type { SessionsPort } from '../../ports/sessions.port.js';
import { toPublicUser } from '../user.record.js';
import { parentMaySeeYouth, statusSeenBy, updatedAtSeenBy } from '../link-rules.js';

export interface ExportMyDataDeps {
  users: Pick<UserRepository, 'findById'>;
  links: Pick<LinkRepository, 'listOf'>;
  sessions: Pick<SessionsPort, 'countFor'>;
  now: () => Date;
}

/**
 * "Download my data", identity's part: the caller's account (never the password hash), every link
 * they were ever part of, whatever its status, with the other person by public fields only, and
 * how many sessions of theirs are alive. Only the caller's own data: there is no id to ask for.
 * Each link is as its side sees it on GET /api/links (core/link-rules.ts): a parent's request
 * names no youth, and shows no decline, until the youth accepts.
 */
export async function exportMyData(deps: ExportMyDataDeps, claims: AccessClaims): Promise<IdentityExport> {
  const record = await deps.users.findById(claims.sub);
  if (!record) throw unauthenticated();
  const every = LinkStatus.options;
  const sides = [
    ...(await deps.links.listOf({ parentId: record.id }, every)).map((link) => ({
      link,
      as: 'parent' as const,
    })),
    ...(await deps.links.listOf({ youthId: record.id }, every)).map((link) => ({
      link,
      as: 'youth' as const,
    })),
  ].sort((a, b) => b.link.createdAt.localeCompare(a.link.createdAt) || a.link.id.localeCompare(b.link.id));

  const now = deps.now();
  const links: ExportedLink[] = [];
  for (const { link, as } of sides) {
    const other = as === 'youth' || parentMaySeeYouth(link) ? otherSide(link, as) : null;
    const status = statusSeenBy(link, as, now);
    links.push({
      id: link.id,
      status,
      as,
      otherPerson: other === null ? null : await publicPerson(deps.users, other),
      createdAt: link.createdAt,
      updatedAt: updatedAtSeenBy(link, as, status),
      approvedAt: link.approvedAt,
      endedAt: link.endedAt,
    });
  }
  return {
    exportedAt: deps.now().toISOString(),
    account: toPublicUser(record),
    links,
    sessions: { active: await deps.sessions.countFor(record.id) },
  };
}

const otherSide = (link: LinkRecord, as: 'parent' | 'youth'): string | null =>
  as === 'parent' ? link.youthId : link.parentId;

async function publicPerson(users: ExportMyDataDeps['users'], id: string): Promise<LinkPerson | null> {
  const user = await users.findById(id);
  return user && { id: user.id, username: user.username, firstName: user.firstName, lastName: user.lastName };
}
