import type { OrgPersonStatus, Role } from '@heartwise/contracts';
import { OrgPeoplePage, OrgPerson } from '@heartwise/contracts';
import { apiRequest, getJson } from '@heartwise/web-runtime';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** What the People page asks for; empty values are left out of the query. */
export interface PeopleFilter {
  q?: string;
  schoolId?: string;
  role?: Role;
  status?: OrgPersonStatus;
  cursor?: string;
}

export const peopleKey = ['/api/org/people'] as const;

export function peopleUrl(filter: PeopleFilter): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `/api/org/people?${text}` : '/api/org/people';
}

/** GET /api/org/people: one page of the district's people, sorted by last name. */
export const fetchPeople = (filter: PeopleFilter): Promise<OrgPeoplePage> =>
  getJson(peopleUrl(filter), OrgPeoplePage);

export const peopleQuery = (filter: PeopleFilter) =>
  queryOptions({
    queryKey: [...peopleKey, filter],
    queryFn: () => fetchPeople(filter),
    // The table keeps its rows while the next page or filter loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

const personAction = async (userId: string, action: 'deactivate' | 'reactivate'): Promise<OrgPerson> => {
  const response = await apiRequest('POST', `/api/org/people/${encodeURIComponent(userId)}/${action}`);
  return OrgPerson.parse(await response.json());
};

/** POST /api/org/people/{userId}/deactivate, no body: they can't sign in, and their sessions end now. */
export const deactivatePerson = (userId: string) => personAction(userId, 'deactivate');

/** POST /api/org/people/{userId}/reactivate, no body. */
export const reactivatePerson = (userId: string) => personAction(userId, 'reactivate');
