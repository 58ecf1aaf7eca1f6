import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { activityFeed, type ActivityDeps } from '../src/core/use-cases/admin-activity.js';
import type { OrganizationRecord } from '../src/core/organization.record.js';
import type { AuditRecord } from '../src/ports/audit-log.port.js';
import { account } from './support/accounts.js';

/**
 * How the feed reads the log's ids (issue 16): names are looked up when it is read, so what is
 * gone since reads as gone — a deleted district as `null`, which the page shows as "a district".
 */
const orgAdminId = randomUUID();
const riverside: OrganizationRecord = {
  id: randomUUID(),
  name: 'Riverside Unified',
  nameKey: 'riverside unified',
  schools: [{ id: randomUUID(), name: 'Maple Middle', closedAt: '2026-10-01T00:00:00.000Z' }],
  createdAt: '2026-09-01T00:00:00.000Z',
};

const deps = (organizations: OrganizationRecord[], classTitle?: string): ActivityDeps => ({
  users: {
    findById: async (id) =>
      id === orgAdminId ? account('dana-okoro', { id, firstName: 'Dana', lastName: 'Okoro' }) : null,
  },
  organizations: { findById: async (id) => organizations.find((one) => one.id === id) ?? null },
  ...(classTitle
    ? {
        rosterOf: () => ({
          find: async (_entity, ids) => new Map(ids.map((id) => [id, { title: classTitle }])) as never, // only `title` is read
        }),
      }
    : {}),
});

const codesFor = (organizationId: string, extra: Partial<AuditRecord> = {}): AuditRecord => ({
  id: randomUUID(),
  kind: 'activation-codes-issued',
  actorId: orgAdminId,
  organizationId,
  schoolId: riverside.schools[0]?.id ?? '',
  classId: 'cls-art',
  count: 12,
  at: '2026-11-21T10:00:00.000Z',
  ...extra,
});

describe('the feed names what the log keeps as ids', () => {
  it("names the district, its school (closed since, still named) and the class by the roster's title", async () => {
    const [entry] = await activityFeed(deps([riverside], 'Art 3'), [codesFor(riverside.id)]);
    expect(entry).toEqual({
      id: expect.any(String),
      kind: 'activation-codes-issued',
      at: '2026-11-21T10:00:00.000Z',
      by: { id: orgAdminId, username: 'dana-okoro', firstName: 'Dana', lastName: 'Okoro' },
      whom: null,
      district: { id: riverside.id, name: 'Riverside Unified' },
      school: { id: riverside.schools[0]?.id, name: 'Maple Middle' },
      rosterClass: { id: 'cls-art', title: 'Art 3' },
      count: 12,
    });
  });

  it('reads a deleted district, its schools and classes as null, never a stale name', async () => {
    const [entry] = await activityFeed(deps([]), [codesFor(riverside.id)]);
    expect(entry).toMatchObject({ district: null, school: null, rosterClass: null, count: 12 });
  });

  it("gives a platform admin's own entries no district at all", async () => {
    const [entry] = await activityFeed(deps([riverside]), [
      {
        id: randomUUID(),
        kind: 'staff-created',
        actorId: orgAdminId,
        subjectId: randomUUID(),
        toRole: 'moderator',
        at: '2026-11-21T10:00:00.000Z',
      },
    ]);
    expect(entry).toMatchObject({ kind: 'staff-created', whom: null, toRole: 'moderator' });
    expect(entry).not.toHaveProperty('district');
  });
});
