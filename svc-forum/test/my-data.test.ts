import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ForumExport } from '@heartwise/contracts';
import { TokenIssuer } from '@heartwise/service-kit';
import { testJwtKeys } from '@heartwise/service-kit/testing';
import { startForum, type Forum } from './support/forum-harness.js';

const keys = testJwtKeys();
const issuer = new TokenIssuer(keys.privateKey);
let forum: Forum;

beforeAll(async () => {
  forum = await startForum({ publicKey: keys.publicKey });
});
afterAll(async () => {
  await forum.stop();
});

const ana = '11111111-1111-4111-8111-111111111111';
const ben = '22222222-2222-4222-8222-222222222222';
const auth = (sub: string) => ({
  authorization: `Bearer ${issuer.issue({ sub, sid: 'a'.repeat(32), role: 'youth' }, 60)}`,
});

async function downloadMyData(sub: string, query = ''): Promise<ForumExport> {
  const response = await fetch(`${forum.url}/api/forum/export${query}`, { headers: auth(sub) });
  expect(response.status).toBe(200);
  return ForumExport.parse(await response.json());
}

describe('Profile Settings: download my data (forum part)', () => {
  it('holds every thread I started, whatever its status, oldest first, and nothing of anyone else', async () => {
    const first = await forum.writeThread(ana, { title: 'My first thread' });
    await forum.writeThread(ben, { title: "Ben's thread" });
    const flagged = await forum.writeThread(ana, { title: 'A flagged one', status: 'flagged' });

    const mine = await downloadMyData(ana);
    expect(mine.threads.map((thread) => [thread.id, thread.title, thread.status])).toEqual([
      [first.id, 'My first thread', 'active'],
      [flagged.id, 'A flagged one', 'flagged'],
    ]);
    expect(JSON.stringify(mine)).not.toContain(ben);
    expect(JSON.stringify(mine)).not.toContain('userId');
    expect((await downloadMyData(ana, `?userId=${ben}`)).threads).toEqual(mine.threads);
  });

  it('needs a signed-in caller', async () => {
    expect((await fetch(`${forum.url}/api/forum/export`)).status).toBe(401);
  });
});
