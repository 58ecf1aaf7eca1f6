import {
  LinkStatus,
  type AccessClaims,
  type ExportedLink,
  type IdentityExport,
  type LinkPerson,
} from '@heartwise/contracts';
import { unauthorized } from '@heartwise/service-kit';
import type { UserRepository } from '../../ports/user.repository.port.js';
import type { LinkRecord, LinkRepository } from '../../ports/link.repository.port.js';
import type { SessionsPort } from '../../ports/sessions.port.js';
import { toPublicUser } from '../user.record.js';

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
 */
export async function exportMyData(deps: ExportMyDataDeps, claims: AccessClaims): Promise<IdentityExport> {
  const record = await deps.users.findById(claims.sub);
  if (!record) throw unauthorized();
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

  const links: ExportedLink[] = [];
  for (const { link, as } of sides) {
    links.push(toExportedLink(link, as, await publicPerson(deps.users, otherSide(link, as))));
  }
  return {
    exportedAt: deps.now().toISOString(),
    account: toPublicUser(record),
    links,
    sessions: { active: await deps.sessions.countFor(record.id) },
  };
}

const otherSide = (link: LinkRecord, as: 'parent' | 'youth'): string =>
  as === 'parent' ? link.youthId : link.parentId;

async function publicPerson(users: ExportMyDataDeps['users'], id: string): Promise<LinkPerson | null> {
  const user = await users.findById(id);
  return user && { id: user.id, username: user.username, firstName: user.firstName, lastName: user.lastName };
}

function toExportedLink(
  link: LinkRecord,
  as: 'parent' | 'youth',
  otherPerson: LinkPerson | null,
): ExportedLink {
  return {
    id: link.id,
    status: link.status,
    as,
    otherPerson,
    createdAt: link.createdAt,
    updatedAt: link.updatedAt,
    approvedAt: link.approvedAt,
    endedAt: link.endedAt,
  };
}
