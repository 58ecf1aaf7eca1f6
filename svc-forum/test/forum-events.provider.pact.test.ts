import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { MessageProviderPact } from '@pact-foundation/pact';
import {
  ContentEdited,
  ContentReported,
  ContentScreened,
  DecisionMade,
  ThreadList,
  CreatedReply,
  CreatedThread,
  ReplyCreated,
  ThreadCreated,
  type EventEnvelope,
} from '@heartwise/contracts';
import { testJwtKeys } from '@heartwise/service-kit/testing';
import { newEvent } from '@heartwise/service-kit';
import { eventually, startForum, type Forum, type Member } from './support/forum-harness.js';

/**
 * svc-forum, as the producer of forum events: verifies every message pact whose provider is
 * svc-forum in pacts/ (written by the consumers earlier in the same run). No message is made up
 * here: the real service runs the use case over HTTP (a post, a reply, a report), which mints the
 * event with `newEvent(Definition, payload)` into its outbox, the relay publishes it, and what the
 * bus delivered is checked against the consumer's expectations. Which call makes a message is read
 * from the message the consumer expects (its type, what it is about, the screening outcome), so
 * every description a consumer writes has a producer.
 */
const PROVIDER = 'svc-forum';

/** What this verification needs to know of a pact file. */
const PactFile = z.object({
  consumer: z.object({ name: z.string() }),
  provider: z.object({ name: z.string() }),
  interactions: z.array(
    z.object({
      type: z.string(),
      description: z.string(),
      contents: z.object({ content: z.unknown() }).optional(),
    }),
  ),
});

/** What a consumer's example message says about the event it expects. */
const ExpectedMessage = z.object({
  type: z.string(),
  payload: z.object({
    contentType: z.enum(['thread', 'reply']).optional(),
    status: z.string().optional(),
    outcome: z.enum(['crisis', 'abusive']).optional(),
    content: z.object({ contentType: z.enum(['thread', 'reply']) }).optional(),
  }),
});
type ExpectedMessage = z.infer<typeof ExpectedMessage>;

/** The message pacts (V4 asynchronous messages) naming svc-forum as their provider. */
function messagePactsOf(provider: string) {
  const dir = resolve(process.cwd(), 'pacts');
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
  return files.flatMap((name) => {
    const path = join(dir, name);
    const pact = PactFile.parse(JSON.parse(readFileSync(path, 'utf8')));
    const messages =
      pact.interactions.length > 0 &&
      pact.interactions.every((interaction) => interaction.type === 'Asynchronous/Messages');
    return pact.provider.name === provider && messages ? [{ path, consumer: pact.consumer.name, pact }] : [];
  });
}

const keys = testJwtKeys();
let forum: Forum;

beforeAll(async () => {
  forum = await startForum(keys);
});
afterAll(async () => {
  await forum.stop();
});

const words = {
  clean: 'Some days everything feels like too much, and talking helps.',
  crisis: 'Some days everything feels like too much and I want to die.',
  abusive: 'Some days everything feels like too much, and you idiot people make it worse.',
};

async function startDiscussion(who: Member, content: string) {
  const answer = await who.call('POST', '/api/forum/threads', {
    title: 'I feel worried and I am not sure why',
    content,
  });
  expect(answer.status).toBe(201);
  return CreatedThread.parse(answer.body);
}
async function reply(who: Member, threadId: string, content: string) {
  const answer = await who.call('POST', `/api/forum/threads/${threadId}/replies`, { content });
  expect(answer.status).toBe(201);
  return CreatedReply.parse(answer.body);
}

/** The event of this type about this content, exactly as svc-forum published it on the bus. */
function published(
  definition: { type: string; schema: z.ZodType<EventEnvelope> },
  contentIdOf: (event: EventEnvelope) => string,
  contentId: string,
): Promise<EventEnvelope> {
  return forum.eventually(
    (event) => event.type === definition.type && contentIdOf(definition.schema.parse(event)) === contentId,
  );
}
const createdId = (event: EventEnvelope) => ThreadCreated.payload.parse(event.payload).contentId;
const replyId = (event: EventEnvelope) => ReplyCreated.payload.parse(event.payload).contentId;
const reportedId = (event: EventEnvelope) => ContentReported.payload.parse(event.payload).content.contentId;
const screenedId = (event: EventEnvelope) => ContentScreened.payload.parse(event.payload).content.contentId;
const editedId = (event: EventEnvelope) => ContentEdited.payload.parse(event.payload).content.contentId;

/** A thread whose author a moderator asked to edit it, edited: its id. */
async function anEditedThread(): Promise<string> {
  const author = forum.member();
  const { id } = await startDiscussion(author, words.clean);
  await forum.publish(
    newEvent(DecisionMade, {
      itemId: '12121212-1212-4212-8212-121212121212',
      contentType: 'thread',
      contentId: id,
      threadId: id,
      action: 'request-edit',
      moderatorId: '34343434-3434-4343-8343-343434343434',
      notes: 'Please leave out the name.',
      decidedAt: new Date().toISOString(),
    }),
  );
  await eventually(
    async () => ThreadList.parse((await author.call('GET', '/api/forum/threads?limit=100')).body),
    (threads) => threads.some((thread) => thread.id === id && thread.editRequest !== undefined),
  );
  const edit = await author.call('PUT', `/api/forum/threads/${id}`, { content: `${words.clean} (edited)` });
  expect(edit.status).toBe(200);
  return id;
}

/** A post (thread or reply) by a fresh member, with the given words; its id. */
async function aPost(kind: 'thread' | 'reply', content: string): Promise<string> {
  const author = forum.member();
  if (kind === 'thread') return (await startDiscussion(author, content)).id;
  const thread = await startDiscussion(forum.member(), words.clean);
  return (await reply(author, thread.id, content)).id;
}

/** The real calls that make the message a consumer expects. */
function producerFor(expected: ExpectedMessage): () => Promise<EventEnvelope> {
  const { payload } = expected;
  const about = payload.content?.contentType ?? payload.contentType ?? 'thread';
  const held = payload.status === 'flagged' ? words.abusive : words.clean;
  switch (expected.type) {
    case ThreadCreated.type:
      return async () => published(ThreadCreated, createdId, await aPost('thread', held));
    case ReplyCreated.type:
      return async () => published(ReplyCreated, replyId, await aPost('reply', held));
    case ContentScreened.type:
      return async () =>
        published(ContentScreened, screenedId, await aPost(about, words[payload.outcome ?? 'crisis']));
    case ContentReported.type:
      return async () => {
        const contentId = await aPost(about, words.clean);
        const path =
          about === 'thread'
            ? `/api/forum/threads/${contentId}/report`
            : `/api/forum/replies/${contentId}/report`;
        expect((await forum.member().call('POST', path, { reason: 'Unkind or hurtful' })).status).toBe(200);
        return published(ContentReported, reportedId, contentId);
      };
    case ContentEdited.type:
      return async () => published(ContentEdited, editedId, await anEditedThread());
    default:
      return () => Promise.reject(new Error(`svc-forum does not publish ${expected.type}`));
  }
}

describe('svc-forum, as the producer of forum events', () => {
  it('honours the message pacts of every consumer', async () => {
    const pacts = messagePactsOf(PROVIDER);
    // Never a silent pass: svc-moderation consumes forum events and has written its pact.
    expect(pacts.map((pact) => pact.consumer).sort()).toEqual(['svc-moderation']);

    const messageProviders = Object.fromEntries(
      pacts.flatMap(({ pact }) =>
        pact.interactions.map((interaction) => [
          interaction.description,
          producerFor(ExpectedMessage.parse(interaction.contents?.content)),
        ]),
      ),
    );
    await new MessageProviderPact({
      provider: PROVIDER,
      pactUrls: pacts.map((pact) => pact.path),
      messageProviders,
      logLevel: 'warn',
    }).verify();
  }, 60_000);
});
