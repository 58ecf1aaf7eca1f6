import type { Role, User } from '@heartwise/contracts';

const stamp = '2026-11-21T09:30:00.000Z';
const ids: Record<Role, string> = {
  youth: '5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a01',
  parent: '5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a02',
  moderator: '5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a03',
  admin: '5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a04',
  'org-admin': '5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a05',
};

/** A user as GET /api/user returns it. */
export function aUser(role: Role = 'youth', overrides: Partial<User> = {}): User {
  return {
    id: ids[role],
    username: `${role}-river-42`,
    email: `${role}@example.com`,
    firstName: 'Sam',
    lastName: 'Rivera',
    profileImageUrl: null,
    role,
    createdAt: stamp,
    updatedAt: stamp,
    lastActive: null,
    organizationId: null,
    schoolId: null,
    ...overrides,
  };
}
