import type { ModerationItem } from '@heartwise/contracts';
import type { Person } from '../ports/person.repository.port.js';
import { reasonOf, type ModerationItemRecord } from './moderation-item.js';

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

/** The SPEC read shape: names from the projection, so renames and deletions show at once. */
export function toModerationItem(item: ModerationItemRecord, people: Map<string, Person>): ModerationItem {
  const person = (id: string) => people.get(id) ?? ANONYMOUS;
  const shown = (id: string) => {
    const { firstName, username } = person(id);
    return { firstName, username };
  };
  const author = person(item.authorId);
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
    priority: item.priority,
    reporters: new Set(item.reports.map((report) => report.reporterId)).size,
    editRequested: item.editRequested,
    history: item.history.map((decision) => ({
      action: decision.action,
      by: shown(decision.moderatorId),
      at: decision.at,
      ...(decision.notes === undefined ? {} : { notes: decision.notes }),
    })),
  };
}
