import { randomUUID } from 'node:crypto';
import { UserRecord } from '../../src/core/user.record.js';

const at = '2026-11-26T07:00:00.000Z';

/**
 * A stored account, as the repository keeps one: a youth, Robin Reads, named `username`, with an
 * email at example.org, unless `fields` says otherwise (its email key follows the email given).
 */
export function account(username: string, fields: Partial<UserRecord> = {}): UserRecord {
  const email = fields.email ?? `${username}@example.org`;
  return UserRecord.parse({
    id: randomUUID(),
    username,
    email,
    emailKey: email.trim().toLowerCase(),
    passwordHash: 'hash',
    firstName: 'Robin',
    lastName: 'Reads',
    profileImageUrl: null,
    role: 'youth',
    createdAt: at,
    updatedAt: at,
    lastActive: null,
    organizationId: null,
    schoolId: null,
    deactivatedAt: null,
    rosterSourcedId: null,
    ...fields,
  });
}
