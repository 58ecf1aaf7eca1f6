import { opaqueCursor } from '@heartwise/service-kit/domain';
import { z } from 'zod';
import type { AccessClaims, OrgPeoplePage, OrgPeopleQuery } from '@heartwise/contracts';
import type { DirectoryEntry, DirectoryFilter } from '../../ports/user.repository.port.js';
import { callersDistrict, type DistrictDeps } from '../districts/callers-district.js';
import { matchesSearch, searchWords, toOrgPerson } from '../districts/people-directory.js';

/** A cursor is the last row's sort key. */
const sortKeyCursor = opaqueCursor(z.string().min(1));
const encodeCursor = (sortKey: string): string => sortKeyCursor.encode(sortKey);
/** The sort key to continue after; a cursor that decodes to nothing starts at the beginning. */
const decodeCursor = (cursor: string | undefined): string | null =>
  cursor ? sortKeyCursor.decode(cursor) : null;

/**
 * The organization admin's people list (GET /api/org/people), sorted by last name, paged by the
 * last row's sort key. Without a search only one page is read (a range on the sort key) and the
 * rest counted; a search reads only the people whose name, username or email starts with its first
 * word (ranges on folded keys), checks the other words here, then sorts and pages those.
 */
export async function listOrgPeople(
  deps: DistrictDeps,
  caller: AccessClaims,
  query: OrgPeopleQuery,
): Promise<OrgPeoplePage> {
  const district = await callersDistrict(deps, caller);
  const filter: DirectoryFilter = {
    ...(query.schoolId ? { schoolId: query.schoolId } : {}),
    ...(query.role ? { role: query.role } : {}),
    ...(query.status ? { status: query.status } : {}),
  };
  const after = decodeCursor(query.cursor);
  const words = query.q ? searchWords(query.q) : [];

  let page: DirectoryEntry[];
  let total: number;
  const [first] = words;
  if (first === undefined) {
    [page, total] = await Promise.all([
      deps.users.directoryPage(district.id, filter, { after, limit: query.limit + 1 }),
      deps.users.directoryCount(district.id, filter),
    ]);
  } else {
    const found = (await deps.users.directoryStartingWith(district.id, filter, first))
      .filter((entry) => matchesSearch(entry.record, words))
      .sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
    total = found.length;
    page = found.filter((entry) => after === null || entry.sortKey > after).slice(0, query.limit + 1);
  }

  const shown = page.slice(0, query.limit);
  const last = shown.at(-1);
  return {
    people: shown.map((entry) => toOrgPerson(entry.record)),
    nextCursor: page.length > query.limit && last ? encodeCursor(last.sortKey) : null,
    total,
  };
}
