import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ModerationList, type Role } from '@heartwise/contracts';
import { startService, TokenIssuer, type RunningService } from '@heartwise/service-kit';
import { testJwtKeys, testServiceEnv } from '@heartwise/service-kit/testing';
import { moderationService } from '../src/service.js';

const keys = testJwtKeys();
const issuer = new TokenIssuer(keys.privateKey);
let moderation: RunningService;

beforeAll(async () => {
  moderation = await startService(moderationService, { env: testServiceEnv(keys.publicKey) });
});
afterAll(async () => {
  await moderation.stop();
});

const queueAs = (role: Role, status = 'pending') =>
  fetch(`${moderation.url}/api/admin/moderation?status=${status}`, {
    headers: {
      authorization: `Bearer ${issuer.issue({ sub: '33333333-3333-4333-8333-333333333333', sid: 'c'.repeat(32), role }, 60)}`,
    },
  });

describe('the moderation queue', () => {
  it('is open to moderators and admins', async () => {
    for (const role of ['moderator', 'admin'] as const) {
      const response = await queueAs(role);
      expect(response.status).toBe(200);
      expect(ModerationList.parse(await response.json())).toEqual([]);
    }
  });

  it("is closed to youth, parents and organization admins (a district's escalations are theirs), and to anyone signed out", async () => {
    expect((await queueAs('youth')).status).toBe(403);
    expect((await queueAs('parent')).status).toBe(403);
    expect((await queueAs('org-admin')).status).toBe(403);
    expect((await fetch(`${moderation.url}/api/admin/moderation`)).status).toBe(401);
  });

  it('refuses a status that does not exist', async () => {
    const response = await queueAs('moderator', 'sideways');
    expect(response.status).toBe(400);
  });
});
