import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CreatedThread,
  ModerationList,
  ThreadList,
  UserRegistered,
  type ModerationStatus,
  type Role,
} from '@heartwise/contracts';
import {
  createEmbeddedInfrastructure,
  createLogger,
  newEvent,
  startService,
  TokenIssuer,
  type RunningService,
} from '@heartwise/service-kit';
import { testJwtKeys, testServiceEnv } from '@heartwise/service-kit/testing';
import { forumService } from '@heartwise/svc-forum';
import { moderationService } from '../src/service.js';

/**
 * The forum and moderation on one in-process bus (as they share Kafka in the stack): a member's
 * report reaches the queue, and the moderator's decision keeps, holds or hides the post in the forum.
 */
const keys = testJwtKeys();
const issuer = new TokenIssuer(keys.privateKey);
const embedded = createEmbeddedInfrastructure(createLogger('story', 'silent'));
let forum: RunningService;
let moderation: RunningService;

interface Person {
  id: string;
  role: Role;
  firstName: string;
  username: string;
  call(service: RunningService, method: string, path: string, body?: unknown): Promise<Response>;
}

async function person(role: Role, firstName: string): Promise<Person> {
  const id = randomUUID();
  const username = `${firstName.toLowerCase()}-${id.slice(0, 4)}`;
  // What svc-identity announces when someone signs up (or an admin creates a staff account).
  await embedded.transport.publish([
    newEvent(UserRegistered, { userId: id, username, firstName, lastName: 'Silva', role }),
  ]);
  const token = issuer.issue({ sub: id, sid: 'b'.repeat(32), role }, 600);
  return {
    id,
    role,
    firstName,
    username,
    call: (service, method, path, body) =>
      fetch(`${service.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
  };
}

async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const value = await read();
    if (check(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('not so within 2 s');
}

beforeAll(async () => {
  forum = await startService(forumService, { embedded, env: testServiceEnv(keys.publicKey) });
  moderation = await startService(moderationService, { embedded, env: testServiceEnv(keys.publicKey) });
});
afterAll(async () => {
  await moderation.stop();
  await forum.stop();
  await embedded.transport.close();
});

async function startDiscussion(author: Person, content: string) {
  const answer = await author.call(forum, 'POST', '/api/forum/threads', {
    title: 'I feel nervous about something coming up',
    content,
  });
  expect(answer.status).toBe(201);
  return CreatedThread.parse(await answer.json());
}

async function report(reporter: Person, threadId: string, reason = 'Unkind or hurtful') {
  const answer = await reporter.call(forum, 'POST', `/api/forum/threads/${threadId}/report`, { reason });
  expect(answer.status).toBe(200);
}

const visibleThreads = async (reader: Person) =>
  ThreadList.parse(await (await reader.call(forum, 'GET', '/api/forum/threads')).json()).map(
    (thread) => thread.id,
  );

async function queue(staff: Person, status: ModerationStatus) {
  const answer = await staff.call(moderation, 'GET', `/api/admin/moderation?status=${status}`);
  expect(answer.status).toBe(200);
  return ModerationList.parse(await answer.json());
}

/** The item about this post once it is under `status`, with its author's and reporter's names known. */
const itemAbout = (staff: Person, status: ModerationStatus, content: string) =>
  eventually(
    () => queue(staff, status),
    (items) =>
      items.some(
        (item) =>
          item.content.content === content &&
          Boolean(item.reportedBy?.firstName) &&
          item.content.user.firstName !== null,
      ),
  ).then((items) => {
    const found = items.find((item) => item.content.content === content);
    if (!found) throw new Error('no item about that post');
    return found;
  });

describe('a reported post, from the forum to the moderator and back', () => {
  it('is hidden by a moderator ("Hide it") and disappears from the forum for everyone', async () => {
    const [ana, ben, cam, mo] = await Promise.all([
      person('youth', 'Ana'),
      person('youth', 'Ben'),
      person('youth', 'Cam'),
      person('moderator', 'Mo'),
    ]);
    const content = 'My friends never listen to me at lunch.';
    const thread = await startDiscussion(ana, content);
    expect(await visibleThreads(cam)).toContain(thread.id);
    await report(ben, thread.id);

    const item = await itemAbout(mo, 'pending', content);
    expect(item).toMatchObject({
      contentType: 'thread',
      kind: 'report',
      visibility: 'public',
      threadId: thread.id,
      content: { title: 'I feel nervous about something coming up', user: { firstName: 'Ana' } },
      reportedBy: { firstName: 'Ben', username: ben.username },
      reason: 'Unkind or hurtful',
      priority: 'medium',
    });

    expect((await mo.call(moderation, 'POST', `/api/admin/moderation/${item.id}/hide`)).status).toBe(200);
    await eventually(
      () => visibleThreads(cam),
      (ids) => !ids.includes(thread.id),
    );
    expect((await queue(mo, 'rejected')).map((found) => found.id)).toContain(item.id);
  });

  it('is dismissed with "Keep it": it stays in the forum all along', async () => {
    const [ana, ben, cam, mo] = await Promise.all([
      person('youth', 'Ana'),
      person('youth', 'Ben'),
      person('youth', 'Cam'),
      person('moderator', 'Mo'),
    ]);
    const content = 'I finally told my mum how I feel about school.';
    const thread = await startDiscussion(ana, content);
    await report(ben, thread.id, 'Spam or off-topic');
    const item = await itemAbout(mo, 'pending', content);
    expect(await visibleThreads(cam)).toContain(thread.id);

    expect((await mo.call(moderation, 'POST', `/api/admin/moderation/${item.id}/keep`)).status).toBe(200);
    await eventually(
      () => queue(mo, 'approved'),
      (items) => items.some((found) => found.id === item.id),
    );
    // Long enough for the decision to have crossed the bus.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await visibleThreads(cam)).toContain(thread.id);
  });

  it('is escalated by a moderator, held, and back in the forum once an admin keeps it', async () => {
    const [ana, ben, cam, mo, ada] = await Promise.all([
      person('youth', 'Ana'),
      person('youth', 'Ben'),
      person('youth', 'Cam'),
      person('moderator', 'Mo'),
      person('admin', 'Ada'),
    ]);
    const content = 'I said something sharp to a friend today and I feel bad.';
    const thread = await startDiscussion(ana, content);
    await report(ben, thread.id, 'Spam or off-topic');
    const item = await itemAbout(mo, 'pending', content);

    const escalate = await mo.call(moderation, 'POST', `/api/admin/moderation/${item.id}/escalate`, {
      notes: 'Not sure: an administrator should look',
    });
    expect(escalate.status).toBe(200);
    await eventually(
      () => visibleThreads(cam),
      (ids) => !ids.includes(thread.id),
    );
    expect((await itemAbout(ada, 'flagged', content)).id).toBe(item.id);

    expect((await ada.call(moderation, 'POST', `/api/admin/moderation/${item.id}/keep`)).status).toBe(200);
    await eventually(
      () => visibleThreads(cam),
      (ids) => ids.includes(thread.id),
    );
  });
});
