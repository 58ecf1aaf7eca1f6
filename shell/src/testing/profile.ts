// Test support for the profile page and the link banner (jest, jsdom): contract-valid links and a
// fake API for a signed-in person. Never imported by app code, so never bundled.
import type { Link, Role } from '@heartwise/contracts';
import type { FakeCall, FakeRoute } from '@heartwise/web-runtime/testing';
import { aUser, fakeApi } from '@heartwise/web-runtime/testing';

const stamp = '2026-11-21T09:30:00.000Z';

export const parentPerson = {
  id: '5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a02',
  username: 'steady-oak-18',
  firstName: 'Jordan',
  lastName: 'Reyes',
};
export const youthPerson = {
  id: '5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a01',
  username: 'brave-river42715',
  firstName: 'Alex',
  lastName: 'Reyes',
};
export const pendingId = '8d2f7c1e-1a2b-4c3d-8e4f-5a6b7c8d9e01';
export const approvedId = '8d2f7c1e-1a2b-4c3d-8e4f-5a6b7c8d9e02';

/** A link as GET /api/links returns it to the youth (and to the parent once approved). */
export const aLink = (status: Link['status'], overrides: Partial<Link> = {}): Link => ({
  id: status === 'pending' ? pendingId : approvedId,
  status,
  parent: parentPerson,
  youth: youthPerson,
  youthUsername: youthPerson.username,
  createdAt: stamp,
  updatedAt: stamp,
  approvedAt: status === 'approved' ? stamp : null,
  endedAt: null,
  ...overrides,
});

/** A request as its parent sees it before the youth accepts: the username they typed, nobody named. */
export const aRequest = (
  status: 'pending' | 'expired' | 'withdrawn',
  overrides: Partial<Link> = {},
): Link => ({
  ...aLink(status, { id: pendingId }),
  youth: null,
  endedAt: status === 'withdrawn' ? stamp : null,
  ...overrides,
});

export const okBody = { status: 200, body: { ok: true } };

/** The signed-in person, their links, and whatever else a test answers. */
export function signedInAs(
  role: Role,
  links: Link[] | FakeRoute = [],
  more: Record<string, FakeRoute> = {},
): FakeCall[] {
  return fakeApi({
    'GET /api/user': { status: 200, body: aUser(role) },
    'GET /remotes.json': { status: 200, body: {} },
    'GET /api/links': Array.isArray(links) ? { status: 200, body: links } : links,
    ...more,
  });
}

/** Answers GET /api/links with each list in turn, the last one from then on: before and after a change. */
export const linksInTurn =
  (...lists: Link[][]): FakeRoute =>
  () => ({ status: 200, body: lists.length > 1 ? lists.shift() : lists[0] });

export const callsTo = (calls: FakeCall[], method: string, url: string): FakeCall[] =>
  calls.filter((call) => call.method === method && call.url === url);
