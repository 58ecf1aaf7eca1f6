import type { OrgPeoplePage, OrgPerson, OrgPersonStatus, Role } from '@heartwise/contracts';
import {
  deactivatePerson as deactivatePersonCall,
  listOrgPeople,
  reactivatePerson as reactivatePersonCall,
} from '@heartwise/contracts';
import { apiKey, callApi } from '@heartwise/web-runtime';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** What the People page asks for; empty values are left out of the query. */
export interface PeopleFilter {
  q?: string;
  schoolId?: string;
  role?: Role;
  status?: OrgPersonStatus;
  cursor?: string;
}

export const peopleKey = apiKey(listOrgPeople);

/** The filter's values the page has: empty ones are not sent. */
const askedFor = (filter: PeopleFilter): PeopleFilter =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => Boolean(value))) as PeopleFilter;

/** GET /api/org/people (`listOrgPeople`): one page of the district's people, sorted by last name. */
export const fetchPeople = (filter: PeopleFilter): Promise<OrgPeoplePage> =>
  callApi(listOrgPeople, { query: askedFor(filter) });

export const peopleQuery = (filter: PeopleFilter) =>
  queryOptions({
    queryKey: [...peopleKey, filter],
    queryFn: () => fetchPeople(filter),
    // The table keeps its rows while the next page or filter loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

/** POST /api/org/people/{userId}/deactivate, no body: they can't sign in, and their sessions end now. */
export const deactivatePerson = (userId: string): Promise<OrgPerson> =>
  callApi(deactivatePersonCall, { params: { userId } });

/** POST /api/org/people/{userId}/reactivate, no body. */
export const reactivatePerson = (userId: string): Promise<OrgPerson> =>
  callApi(reactivatePersonCall, { params: { userId } });
