// Contract-shaped examples for mfe-admin's jsdom tests (never imported by app code).
import type { ModerationItem, ModerationStatus, User } from '@heartwise/contracts';
import type { FakeRoute } from '@heartwise/ui-kit/testing';

let sequence = 0;
const nextId = () => `aa0c1a52-3f0e-4c8e-9b51-6a2f0f1c0${String((sequence += 1)).padStart(3, '0')}`;

/** A reported thread by Jo Park, reported once by Mia, pending; override what a test is about. */
export function anItem(overrides: Partial<ModerationItem> = {}): ModerationItem {
  return {
    id: nextId(),
    contentType: 'thread',
    status: 'pending',
    createdAt: '2026-11-21T09:30:00.000Z',
    content: {
      title: 'Nobody gets it',
      content: 'Some days everything feels too much.',
      user: { firstName: 'Jo', lastName: 'Park', username: 'quiet-fern-12' },
    },
    reportedBy: { firstName: 'Mia', username: 'bright-sun-3' },
    reason: 'Might need a check-in from a moderator',
    priority: 'medium',
    reporters: 1,
    history: [],
    ...overrides,
  };
}

/** The four queue calls answered from `lists` (a status left out answers with an empty list). */
export function queueRoutes(
  lists: Partial<Record<ModerationStatus, ModerationItem[] | FakeRoute>>,
): Record<string, FakeRoute> {
  const statuses: ModerationStatus[] = ['pending', 'flagged', 'approved', 'rejected'];
  return Object.fromEntries(
    statuses.map((status) => {
      const list = lists[status] ?? [];
      return [
        `GET /api/admin/moderation?status=${status}`,
        Array.isArray(list) ? { status: 200, body: list } : list,
      ];
    }),
  );
}

/** A person in the admin's user list. */
export function aListedUser(overrides: Partial<User> & Pick<User, 'id' | 'username'>): User {
  return {
    email: `${overrides.username}@example.com`,
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    role: 'youth',
    createdAt: '2026-11-01T09:30:00.000Z',
    updatedAt: '2026-11-01T09:30:00.000Z',
    lastActive: null,
    ...overrides,
  };
}
