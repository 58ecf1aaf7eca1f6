// The shapes the shell's pacts expect, written once: Pact matchers, so the providers may answer
// with any values of the right kind. Examples are what the shell's client parses in the test.
import { MatchersV3 } from '@pact-foundation/pact';

const { like, regex, uuid, timestamp } = MatchersV3;

export const isoDate = (example: string) => timestamp("yyyy-MM-dd'T'HH:mm:ss.SSSX", example);

/** A user as GET /api/user shows it (youth in the examples). */
export const aYouth = {
  id: uuid('0b5f4c2e-8f55-4b9e-9d0a-0f6a1e2b3c4d'),
  username: like('demo-youth'),
  email: like('demo-youth@heartwise.local'),
  firstName: like('Sam'),
  lastName: like('Rivera'),
  profileImageUrl: null,
  role: regex('youth|parent|moderator|admin', 'youth'),
  createdAt: isoDate('2026-11-21T10:00:00.000Z'),
  updatedAt: isoDate('2026-11-21T10:00:00.000Z'),
  lastActive: isoDate('2026-11-21T10:00:00.000Z'),
};

/** The other side of a link: public fields only. */
export const aLinkPerson = (username: string, firstName: string) => ({
  id: uuid('0b5f4c2e-8f55-4b9e-9d0a-0f6a1e2b3c4e'),
  username: like(username),
  firstName: like(firstName),
  lastName: like('Rivera'),
});

/** A parent–youth link with this status, as its youth sees it (or its parent, once approved). */
export const aLink = (
  status: 'pending' | 'approved' | 'rejected',
  id = '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
) => ({
  id: uuid(id),
  status,
  parent: aLinkPerson('demo-parent', 'Jordan'),
  youth: aLinkPerson('demo-youth', 'Sam'),
  youthUsername: like('demo-youth'),
  createdAt: isoDate('2026-11-21T10:00:00.000Z'),
  updatedAt: isoDate('2026-11-21T10:00:00.000Z'),
  approvedAt: status === 'approved' ? isoDate('2026-11-21T10:05:00.000Z') : null,
  endedAt: null,
});

export const okBody = { ok: true };

export const jsonContentType = {
  'Content-Type': regex('application/json.*', 'application/json; charset=utf-8'),
};
