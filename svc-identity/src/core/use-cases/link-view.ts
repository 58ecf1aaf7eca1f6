import type { Link, LinkPerson } from '@heartwise/contracts';
import type { UserRepository } from '../../ports/user.repository.port.js';
import type { LinkRecord } from '../../ports/link.repository.port.js';

/** The only user lookups the link use cases need. */
export type LinkPeople = Pick<UserRepository, 'findById' | 'findByUsername'>;

/**
 * Links as the API shows them: both people by name and username, never an email. A link whose
 * parent or youth account is gone is left out (there is nobody to show on that side).
 */
export async function toLinkViews(users: LinkPeople, records: LinkRecord[]): Promise<Link[]> {
  const people = new Map<string, Promise<LinkPerson | null>>();
  const person = (id: string) => {
    let found = people.get(id);
    if (!found) {
      found = users
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
      const [parent, youth] = await Promise.all([person(record.parentId), person(record.youthId)]);
      if (!parent || !youth) return null;
      return {
        id: record.id,
        status: record.status,
        parent,
        youth,
        createdAt: record.createdAt,
        updatedAt: record.updatedAt,
        approvedAt: record.approvedAt,
        endedAt: record.endedAt,
      };
    }),
  );
  return views.filter((view): view is Link => view !== null);
}

/** One link as the API shows it; a link missing a side was already ended with its account. */
export async function toLinkView(users: LinkPeople, record: LinkRecord): Promise<Link> {
  const [view] = await toLinkViews(users, [record]);
  if (!view) throw new Error(`link ${record.id} names an account that no longer exists`);
  return view;
}
