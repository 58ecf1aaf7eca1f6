import { describe, expect, it } from '@jest/globals';
import {
  CreatedReply,
  CreatedThread,
  ErrorBody,
  ThreadDetail,
  ThreadList,
  TopicCatalogue,
  topicCatalogue,
  UserRegistered,
} from '@heartwise/contracts';
import { newEvent } from '@heartwise/service-kit';
import { eventually, type Forum, type Member } from './support/forum-harness.js';
import { forumForThisFile } from './support/forum-calls.js';

let forum: Forum;
forumForThisFile((served) => ({ forum } = served));

const walkTopic = 'Moving my body helps me feel better';
const content = 'A short walk after school helps me reset before homework.';

async function startDiscussion(who: Member, title = walkTopic, text = content) {
  const answer = await who.call('POST', '/api/forum/threads', { title, content: text });
  expect(answer.status).toBe(201);
  return CreatedThread.parse(answer.body);
}
async function threadsSeenBy(who: Member, query = '') {
  const answer = await who.call('GET', `/api/forum/threads${query}`);
  expect(answer.status).toBe(200);
  return ThreadList.parse(answer.body);
}
async function threadSeenBy(who: Member, id: string) {
  const answer = await who.call('GET', `/api/forum/threads/${id}`);
  expect(answer.status).toBe(200);
  return ThreadDetail.parse(answer.body);
}
const errorOf = (body: unknown) => ErrorBody.parse(body).message;

describe('Pause and Post: starting a discussion and replying', () => {
  it('offers the topic catalogue in SPEC group order, 6, 5, 7, 3 and 4 topics', async () => {
    const answer = await forum.member().call('GET', '/api/forum/topics');
    expect(answer.status).toBe(200);
    const catalogue = TopicCatalogue.parse(answer.body);
    expect(catalogue.map((group) => [group.group, group.topics.length])).toEqual([
      ['Emotions & Feelings', 6],
      ['Thoughts & Mindset', 5],
      ['Body & Health', 7],
      ['Habits & Daily Life', 3],
      ['Support & Encouragement', 4],
    ]);
    expect(catalogue).toEqual(topicCatalogue);
  });

  it('a youth starts a discussion on a topic: it is tagged with the topic group and tops the list for everyone', async () => {
    const ana = forum.member();
    const ben = forum.member();
    await forum.publish(
      newEvent(UserRegistered, {
        userId: ana.id,
        username: 'calm-otter123',
        firstName: 'Ana',
        lastName: 'Silva',
        role: 'youth',
      }),
    );
    await eventually(
      () => startDiscussion(ana, walkTopic, 'Checking my name is known before I post.'),
      (created) => created.user.firstName === 'Ana',
    );

    const created = await startDiscussion(ana);
    expect(created).toMatchObject({
      title: walkTopic,
      content,
      tags: ['Body & Health'],
      replyCount: 0,
      status: 'active',
      mine: true,
      user: { firstName: 'Ana' },
    });
    expect(created.notice).toBeUndefined();

    const seenByBen = await threadsSeenBy(ben);
    expect(seenByBen[0]).toMatchObject({ id: created.id, mine: false, user: { firstName: 'Ana' } });
    expect((await threadsSeenBy(ana))[0]).toMatchObject({ id: created.id, mine: true });
  });

  it('another youth replies: the reply shows under the thread, oldest first, and the count rises for both', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const cam = forum.member();
    const thread = await startDiscussion(
      ana,
      'I need some encouragement today',
      'Exams start tomorrow and I feel shaky.',
    );

    const first = await ben.call('POST', `/api/forum/threads/${thread.id}/replies`, {
      content: 'You have prepared well. Breathe slowly before you start.',
    });
    expect(first.status).toBe(201);
    const reply = CreatedReply.parse(first.body);
    expect(reply).toMatchObject({ threadId: thread.id, status: 'active', mine: true });
    expect(reply.notice).toBeUndefined();
    expect(
      (
        await cam.call('POST', `/api/forum/threads/${thread.id}/replies`, {
          content: 'Good luck, you can do it!',
        })
      ).status,
    ).toBe(201);

    const detail = await threadSeenBy(ana, thread.id);
    expect(detail.replyCount).toBe(2);
    expect(detail.replies.map((shown) => [shown.content, shown.mine])).toEqual([
      ['You have prepared well. Breathe slowly before you start.', false],
      ['Good luck, you can do it!', false],
    ]);
    const listed = (await threadsSeenBy(ana)).find((shown) => shown.id === thread.id);
    expect(listed?.replyCount).toBe(2);
    expect((await threadSeenBy(ben, thread.id)).replies[0]?.mine).toBe(true);
  });

  it('pages the list newest first with a before cursor and a limit', async () => {
    const dee = forum.member();
    for (const topic of [
      'I have trouble falling asleep',
      'I feel tired all the time',
      'Stress shows up in my body',
    ]) {
      await startDiscussion(dee, topic, `${topic}, and I would like to talk about it.`);
      await new Promise((resolve) => setTimeout(resolve, 5)); // distinct createdAt
    }
    const newest = await threadsSeenBy(dee, '?limit=2');
    expect(newest.map((thread) => thread.title)).toEqual([
      'Stress shows up in my body',
      'I feel tired all the time',
    ]);
    const next = await threadsSeenBy(
      dee,
      `?limit=2&before=${encodeURIComponent(newest[1]?.createdAt ?? '')}`,
    );
    expect(next[0]?.title).toBe('I have trouble falling asleep');
    expect((await threadsSeenBy(dee)).length).toBeLessThanOrEqual(50);
  });

  it('keeps titles to the catalogue and content within the limits, with the SPEC messages', async () => {
    const ana = forum.member();
    const cases: [unknown, string][] = [
      [{ title: '', content }, 'Please select a topic'],
      [{ title: 'My own title', content }, 'Please select a topic'],
      [{ title: walkTopic, content: 'too short' }, 'Please share more details (at least 10 characters)'],
      [
        { title: walkTopic, content: '         a        ' },
        'Please share more details (at least 10 characters)',
      ],
      [{ title: walkTopic, content: 'x'.repeat(5001) }, 'Please keep your post under 5,000 characters'],
    ];
    for (const [body, message] of cases) {
      const answer = await ana.call('POST', '/api/forum/threads', body);
      expect({ status: answer.status, message: errorOf(answer.body) }).toEqual({ status: 400, message });
    }
    expect(
      (await ana.call('POST', '/api/forum/threads', { title: walkTopic, content: 'x'.repeat(5000) })).status,
    ).toBe(201);

    const thread = await startDiscussion(ana);
    const reply = (text: string) =>
      ana.call('POST', `/api/forum/threads/${thread.id}/replies`, { content: text });
    expect(errorOf((await reply('hey')).body)).toBe('Reply must be at least 5 characters');
    expect(errorOf((await reply('x'.repeat(2001))).body)).toBe(
      'Please keep your reply under 2,000 characters',
    );
    expect((await reply('Thanks')).status).toBe(201);
  });

  it('answers 404 for a thread that does not exist, for reading and replying', async () => {
    const ana = forum.member();
    const missing = '99999999-9999-4999-8999-999999999999';
    expect((await ana.call('GET', `/api/forum/threads/${missing}`)).status).toBe(404);
    const reply = await ana.call('POST', `/api/forum/threads/${missing}/replies`, { content: 'Hello there' });
    expect(reply.status).toBe(404);
    expect(errorOf(reply.body)).toMatch(/couldn't find that discussion/);
    const mistyped = await ana.call('GET', '/api/forum/threads/not-a-thread');
    expect({ status: mistyped.status, message: errorOf(mistyped.body) }).toEqual({
      status: 404,
      message: errorOf(reply.body),
    });
  });

  it('shows a person who is not known (yet, or any more) without a name, and never an email', async () => {
    const stranger = forum.member();
    const thread = await startDiscussion(stranger);
    expect(thread.user).toEqual({ firstName: null });
    const reader = forum.member();
    const everything = JSON.stringify([await threadsSeenBy(reader), await threadSeenBy(reader, thread.id)]);
    expect(everything).not.toContain('@');
    expect(everything).not.toContain('"email"');
    expect(everything).not.toContain('userId');
    expect(everything).not.toContain(stranger.id);
  });

  it('needs a signed-in caller for every call', async () => {
    const thread = await startDiscussion(forum.member());
    const calls: [string, string][] = [
      ['GET', '/api/forum/topics'],
      ['GET', '/api/forum/threads'],
      ['POST', '/api/forum/threads'],
      ['GET', `/api/forum/threads/${thread.id}`],
      ['POST', `/api/forum/threads/${thread.id}/replies`],
      ['POST', `/api/forum/threads/${thread.id}/report`],
      ['POST', `/api/forum/replies/${thread.id}/report`],
      ['GET', '/api/forum/consent'],
      ['POST', '/api/forum/consent'],
      ['GET', '/api/forum/themes'],
      ['GET', '/api/forum/activity'],
      ['GET', '/api/forum/export'],
      ['PUT', `/api/forum/threads/${thread.id}`],
      ['DELETE', `/api/forum/threads/${thread.id}`],
      ['DELETE', `/api/forum/replies/${thread.id}`],
      ['POST', `/api/forum/threads/${thread.id}/ask-for-help`],
      ['POST', `/api/forum/threads/${thread.id}/remove`],
      ['GET', `/api/forum/context/thread/${thread.id}`],
      ['GET', '/api/forum/blocks'],
      ['POST', '/api/forum/blocks'],
      ['DELETE', `/api/forum/blocks/${thread.id}`],
      ['GET', '/api/forum/standing'],
      ['POST', `/api/forum/standing/notices/${thread.id}/read`],
    ];
    for (const [method, path] of calls) {
      const response = await fetch(`${forum.url}${path}`, { method });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 401 });
    }
  });
});
