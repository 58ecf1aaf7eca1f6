import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CreatedReply, CreatedThread, ForumExport } from '@heartwise/contracts';
import { testJwtKeys } from '@heartwise/service-kit/testing';
import { startForum, type Forum, type Member } from './support/forum-harness.js';

const keys = testJwtKeys();
let forum: Forum;

beforeAll(async () => {
  forum = await startForum(keys);
});
afterAll(async () => {
  await forum.stop();
});

async function downloadMyData(who: Member, query = ''): Promise<ForumExport> {
  const answer = await who.call('GET', `/api/forum/export${query}`);
  expect(answer.status).toBe(200);
  return ForumExport.parse(answer.body);
}
async function post(who: Member, content: string) {
  const answer = await who.call('POST', '/api/forum/threads', {
    title: 'I feel tired all the time',
    content,
  });
  return CreatedThread.parse(answer.body);
}
async function reply(who: Member, threadId: string, content: string) {
  const answer = await who.call('POST', `/api/forum/threads/${threadId}/replies`, { content });
  return CreatedReply.parse(answer.body);
}

describe('Profile Settings: download my data (forum part)', () => {
  it('holds every thread and reply I wrote, whatever its status, my reports and my agreement; nothing of anyone else', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const first = await post(ana, 'My first thread about feeling tired.');
    const bens = await post(ben, "Ben's thread about sleep and tiredness.");
    const flagged = await forum.writeThread(ana.id, {
      title: 'A flagged one',
      status: 'flagged',
      createdAt: '2026-01-01T09:00:00.000Z',
    });
    const myReply = await reply(ana, bens.id, 'Same here, early nights help me.');
    const heldReply = await reply(ana, first.id, 'I just want to die some days.');
    await reply(ben, first.id, "Ben's reply that is not Ana's to download.");
    await ana.call('POST', `/api/forum/threads/${bens.id}/report`, { reason: 'Spam or off-topic' });
    await ana.call('POST', '/api/forum/consent');

    const mine = await downloadMyData(ana);
    expect(mine.threads.map((thread) => [thread.id, thread.status])).toEqual([
      [flagged.id, 'flagged'], // written straight to storage, earlier in the year
      [first.id, 'active'],
    ]);
    expect(mine.replies?.map((shown) => [shown.id, shown.threadId, shown.status])).toEqual([
      [myReply.id, bens.id, 'active'],
      [heldReply.id, first.id, 'flagged'],
    ]);
    expect(mine.reports).toEqual([
      expect.objectContaining({ contentType: 'thread', contentId: bens.id, reason: 'Spam or off-topic' }),
    ]);
    expect(mine.guidelinesAcceptedAt).not.toBeNull();

    const text = JSON.stringify(mine);
    expect(text).not.toContain(ben.id);
    expect(text).not.toContain("Ben's");
    expect(text).not.toContain('userId');
    expect(await downloadMyData(ana, `?userId=${ben.id}`)).toEqual({
      ...mine,
      exportedAt: expect.any(String),
    });
  });

  it('is empty for someone who has not taken part', async () => {
    const mine = await downloadMyData(forum.member());
    expect(mine).toMatchObject({ threads: [], replies: [], reports: [], guidelinesAcceptedAt: null });
  });

  it('needs a signed-in caller', async () => {
    expect((await fetch(`${forum.url}/api/forum/export`)).status).toBe(401);
  });
});
