import type { ModerationItem, Sanction } from '@heartwise/contracts';
import type { Person } from '../ports/person.repository.port.js';
import { kindOf, reasonOf, type ModerationItemRecord } from './moderation-item.js';
import type { StoredSanction } from './sanction.js';

/** Whom the queue shows when a person deleted their account (or identity has not told us yet). */
export const ANONYMOUS = { firstName: null, lastName: null, username: 'anonymous' } as const;

/** Everyone an item names, to look up in the people projection at once. */
export function peopleNamedBy(item: ModerationItemRecord): string[] {
  return [
    item.authorId,
    ...item.reports.map((report) => report.reporterId),
    ...item.history.map((decision) => decision.moderatorId),
  ];
}

const shownOf = (people: Map<string, Person>) => (id: string) => {
  const { firstName, username } = people.get(id) ?? ANONYMOUS;
  return { firstName, username };
};

/** A sanction as staff see it: who issued it by name, from the projection. */
export function toSanction(sanction: StoredSanction, people: Map<string, Person>): Sanction {
  return {
    id: sanction.id,
    kind: sanction.kind,
    reason: sanction.reason,
    issuedAt: sanction.issuedAt,
    endsAt: sanction.endsAt,
    liftedAt: sanction.liftedAt,
    issuedBy: shownOf(people)(sanction.issuedBy),
  };
}

/**
 * The read shape (SPEC §3 and issue 14): names from the projection, so renames and deletions show
 * at once; `authorSanctions` are the author's, newest first.
 */
export function toModerationItem(
  item: ModerationItemRecord,
  people: Map<string, Person>,
  authorSanctions: readonly StoredSanction[],
): ModerationItem {
  const shown = shownOf(people);
  const author = people.get(item.authorId) ?? ANONYMOUS;
  const [firstReport] = item.reports;
  const reason = reasonOf(item);
  return {
    id: item.id,
    contentType: item.contentType,
    status: item.status,
    createdAt: item.createdAt,
    content: {
      ...(item.title === undefined ? {} : { title: item.title }),
      content: item.content,
      user: { firstName: author.firstName, lastName: author.lastName, username: author.username },
    },
    ...(firstReport ? { reportedBy: shown(firstReport.reporterId) } : {}),
    ...(reason === undefined ? {} : { reason }),
    ...(item.moderatorNotes === undefined ? {} : { moderatorNotes: item.moderatorNotes }),
    kind: kindOf(item),
    visibility: item.visibility,
    priority: item.priority,
    reporters: new Set(item.reports.map((report) => report.reporterId)).size,
    editRequested: item.editRequested,
    editAwaitingReview: item.editAwaitingReview,
    history: item.history.map((entry) => ({
      action: entry.action,
      by: shown(entry.moderatorId),
      at: entry.at,
      ...(entry.notes === undefined ? {} : { notes: entry.notes }),
      ...(entry.messageToAuthor === undefined ? {} : { messageToAuthor: entry.messageToAuthor }),
    })),
    authorSanctions: [...authorSanctions]
      .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt))
      .map((sanction) => toSanction(sanction, people)),
    contentId: item.contentId,
    threadId: item.threadId,
    ...(item.threadTitle === undefined ? {} : { threadTitle: item.threadTitle }),
    organizationId: item.organizationId,
  };
}
