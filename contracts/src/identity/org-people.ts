import { z } from 'zod';
import { Id, IsoDateTime, freeText } from '../common.js';
import { pageSizeParam } from '../paging.js';
import { Role } from './user.js';

/**
 * Where a district's person stands (issue 16): `active` (signed in with their own password at least
 * once, or made with one), `not-activated` (imported, waiting for their activation code),
 * `deactivated` (turned off by the roster or the organization admin; deleted after the district's
 * retention period).
 */
export const OrgPersonStatus = z
  .enum(['active', 'not-activated', 'deactivated'])
  .meta({ id: 'OrgPersonStatus' });
export type OrgPersonStatus = z.infer<typeof OrgPersonStatus>;

/** One person of the organization admin's own district, as the Organization Portal lists them. */
export const OrgPerson = z
  .object({
    userId: Id,
    /** First and last name; the username when the roster gave none. */
    name: z.string(),
    username: z.string(),
    email: z.string(),
    role: Role,
    schoolId: Id.nullable(),
    status: OrgPersonStatus,
    deactivatedAt: IsoDateTime.nullable(),
    lastActive: IsoDateTime.nullable(),
  })
  .meta({ id: 'OrgPerson' });
export type OrgPerson = z.infer<typeof OrgPerson>;

export const ORG_PEOPLE_PAGE_SIZE = 50;
export const MAX_ORG_PEOPLE_PAGE_SIZE = 100;

/**
 * GET /api/org/people. `q` finds people whose first name, last name, username or email starts with
 * each of its words (case and accents ignored: "gar" finds García); at least 2 characters, so a
 * search never reads a whole district. `cursor` is the previous page's `nextCursor`.
 */
export const OrgPeopleQuery = z.object({
  q: freeText({ min: 2, max: 100, tooShort: 'Please type at least 2 characters to search.' }).optional(),
  schoolId: Id.optional(),
  role: Role.optional(),
  status: OrgPersonStatus.optional(),
  cursor: z.string().min(1).max(600).optional(),
  limit: pageSizeParam({
    max: MAX_ORG_PEOPLE_PAGE_SIZE,
    fallback: ORG_PEOPLE_PAGE_SIZE,
    rows: ['person', 'people'],
  }),
});
export type OrgPeopleQuery = z.infer<typeof OrgPeopleQuery>;

/** A page of people sorted by last name, then first name; `total` counts every match, all pages. */
export const OrgPeoplePage = z
  .object({
    people: z.array(OrgPerson),
    /** Ask for the next page with it; null on the last page. */
    nextCursor: z.string().nullable(),
    total: z.number().int().nonnegative(),
  })
  .meta({ id: 'OrgPeoplePage' });
export type OrgPeoplePage = z.infer<typeof OrgPeoplePage>;
