import type { Link, LinkPerson } from '@heartwise/contracts';
import type { UserRepository } from '../../ports/user.repository.port.js';
import type { LinkRecord } from '../../ports/link.repository.port.js';
import { parentMaySeeYouth, statusSeenBy, updatedAtSeenBy, type LinkAudience } from '../link-rules.js';

/** The only user lookups the link use cases need. */
export type LinkPeople = Pick<UserRepository, 'findById' | 'findByUsername'>;

export interface LinkViewDeps {
  users: LinkPeople;
  now: () => Date;
}

/**
 * Links as `audience` sees them (core/link-rules.ts): people by name and username, never an email.
 * A link whose parent account is gone is left out (there is nobody to show), and so is one whose
 * youth is gone where that youth would be shown to a parent or is the youth asking. An admin sees
 * `youth: null` for a request that names no youth, or whose youth has left.
 */
export async function toLinkViews(
  deps: LinkViewDeps,
  records: LinkRecord[],
  audience: LinkAudience,
): Promise<Link[]> {
  const now = deps.now();
  const people = new Map<string, Promise<LinkPerson | null>>();
  const person = (id: string | null): Promise<LinkPerson | null> => {
    if (id === null) return Promise.resolve(null);
    let found = people.get(id);
    if (!found) {
      found = deps.users
        .findById(id)
        .then((user) =>
          user
            ? { id: user.id, username: user.username, firstName: user.firstName, lastName: user.lastName }
            : null,
        );
      people.set(id, found);
    }
    return found;
  };
  const views = await Promise.all(
    records.map(async (record): Promise<Link | null> => {
      const [parent, youthAccount] = await Promise.all([person(record.parentId), person(record.youthId)]);
      if (!parent) return null;
      const showsYouth = audience !== 'parent' || parentMaySeeYouth(record);
      if (showsYouth && audience !== 'admin' && !youthAccount) return null;
      const status = statusSeenBy(record, audience, now);
      return {
        id: record.id,
        status,
        parent,
        youth: showsYouth ? youthAccount : null,
        // Requests made before issue 14 did not keep what was typed: the youth's own username then.
        youthUsername: record.youthUsername ?? youthAccount?.username ?? '',
        createdAt: record.createdAt,
        updatedAt: updatedAtSeenBy(record, audience, status),
        approvedAt: record.approvedAt,
        endedAt: record.endedAt,
      };
    }),
  );
  return views.filter((view): view is Link => view !== null);
}

/** One link as `audience` sees it; a link missing a side was already ended with its account. */
export async function toLinkView(
  deps: LinkViewDeps,
  record: LinkRecord,
  audience: LinkAudience,
): Promise<Link> {
  const [view] = await toLinkViews(deps, [record], audience);
  if (!view) throw new Error(`link ${record.id} names an account that no longer exists`);
  return view;
}
