import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import {
  ContentDeleted,
  ContentEdited,
  ContentRemoved,
  ContentReported,
  ContentScreened,
  DecisionMade,
  HelpRequested,
  MembershipChanged,
  ModerationItem,
  ModerationList,
  Sanction,
  SanctionIssued,
  SanctionLifted,
  UserDeleted,
  UserRegistered,
  UserUpdated,
  type ContentSnapshot,
  type EventEnvelope,
  type ModerationStatus,
  type Role,
} from '@heartwise/contracts';
import {
  createLogger,
  MemoryEventTransport,
  MemoryKeyValueStore,
  newEvent,
  startService,
  TokenIssuer,
  type RunningService,
} from '@heartwise/service-kit';
import { testJwtKeys, testServiceEnv } from '@heartwise/service-kit/testing';
import { moderationService } from '../../src/service.js';

/** A person the tests sign in as or name in events. */
export interface Someone {
  id: string;
  role: Role;
  username: string;
  firstName: string;
  lastName: string;
}

let sequence = 0;
export function someone(role: Role, firstName: string, lastName = 'Silva'): Someone {
  sequence += 1;
  return { id: randomUUID(), role, username: `${firstName.toLowerCase()}-${sequence}`, firstName, lastName };
}

/** Moments a few minutes apart, in order, so "newest" and "most recent" are plain to read. */
let minute = 0;
export const nextMoment = (): string => new Date(Date.UTC(2026, 10, 21, 9, (minute += 1))).toISOString();

export function post(author: Someone, overrides: Partial<ContentSnapshot> = {}): ContentSnapshot {
  const id = randomUUID();
  return {
    contentType: 'thread',
    contentId: id,
    // A reply belongs to a thread of its own id; a thread is its own thread.
    threadId: overrides.contentType === 'reply' ? randomUUID() : id,
    authorId: author.id,
    title: 'Nobody gets it',
    // The discussion's title, which the forum sends for threads and replies alike.
    threadTitle: 'Nobody gets it',
    // Unique words per post, so a test finds its item in a queue other tests share.
    content: `Some days everything feels like too much (${(sequence += 1)}).`,
    status: 'active',
    createdAt: nextMoment(),
    ...overrides,
  };
}

/** The item a decision answered with; expects 200. */
export async function decidedItem(response: Response): Promise<ModerationItem> {
  expect(response.status).toBe(200);
  return ModerationItem.parse(await response.json());
}

/** The sanction a call answered with; expects `status` (201 issued, 200 lifted). */
export async function answeredSanction(response: Response, status: number): Promise<Sanction> {
  expect(response.status).toBe(status);
  return Sanction.parse(await response.json());
}

/**
 * svc-moderation on port 0 on an in-process bus, as svc-forum and svc-identity would reach it,
 * with a listener on the bus that sees the decisions it publishes.
 */
export interface Moderation extends RunningService {
  /** What svc-identity would publish about this person. */
  registered(person: Someone): Promise<void>;
  renamed(person: Someone, firstName: string): Promise<void>;
  deleted(person: Someone): Promise<void>;
  /** identity.membership.changed: the person now belongs to this district and school (issue 16). */
  joined(person: Someone, organizationId: string, schoolId?: string | null): Promise<void>;
  /** What svc-forum would publish. */
  reported(reporter: Someone, content: ContentSnapshot, reason?: string, at?: string): Promise<EventEnvelope>;
  screened(content: ContentSnapshot, outcome: 'crisis' | 'abusive', at?: string): Promise<EventEnvelope>;
  /** The author edited the content after a request-edit (new words, at `at`). */
  edited(content: ContentSnapshot, at?: string): Promise<EventEnvelope>;
  /** The author deleted the content. */
  deletedByAuthor(content: ContentSnapshot, at?: string): Promise<EventEnvelope>;
  /** A moderator or admin took the content down from its page, for `reason`. */
  removedFromPage(content: ContentSnapshot, by: Someone, reason: string, at?: string): Promise<EventEnvelope>;
  /** The author of private crisis content asked for help, with their words if any. */
  askedForHelp(content: ContentSnapshot, message?: string, at?: string): Promise<EventEnvelope>;
  /** GET /api/admin/moderation?status= as this person; expects 200. */
  queue(as: Someone, status?: ModerationStatus): Promise<ModerationItem[]>;
  /**
   * The queue item of this content once it is listed under `status` and meets `ready` (events are
   * handled asynchronously, identity's and the forum's each in their own order).
   */
  itemOf(
    content: ContentSnapshot,
    as: Someone,
    status?: ModerationStatus,
    ready?: (item: ModerationItem) => boolean,
  ): Promise<ModerationItem>;
  /**
   * A fresh post by `author`, reported by `reporter` for `reason`, as `viewer` finds it pending in
   * the queue once the reporter's name is known.
   */
  reportedPost(report: {
    author: Someone;
    reporter: Someone;
    viewer: Someone;
    reason: string;
    content?: Partial<ContentSnapshot>;
  }): Promise<{ content: ContentSnapshot; item: ModerationItem }>;
  /** Waits until the queue satisfies `check`. */
  eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T>;
  act(as: Someone | null, itemId: string, action: string, body?: unknown): Promise<Response>;
  /** A POST as this person (null: signed out), with a JSON body if any. */
  send(as: Someone | null, path: string, body?: unknown): Promise<Response>;
  /** POST /api/admin/moderation/{itemId}/sanctions as this person. */
  sanction(as: Someone | null, itemId: string, body: unknown): Promise<Response>;
  /** POST /api/admin/moderation/sanctions/{sanctionId}/lift as this person. */
  lift(as: Someone | null, sanctionId: string): Promise<Response>;
  /** A GET as this person (null: signed out), with any extra headers (e.g. x-timezone). */
  get(as: Someone | null, path: string, headers?: Record<string, string>): Promise<Response>;
  /** Every `moderation.decision.made` on the bus so far, in order. */
  decisions: EventEnvelope[];
  decisionAbout(itemId: string, count?: number): Promise<EventEnvelope>;
  /** Every `moderation.sanction.issued` and `.lifted` on the bus so far, in order. */
  sanctionEvents: EventEnvelope[];
  /** The sanction event of this type about this sanction, once the relay published it. */
  sanctionEvent(type: 'issued' | 'lifted', sanctionId: string): Promise<EventEnvelope>;
  transport: MemoryEventTransport;
}

export async function startModeration(options: { now?: () => Date } = {}): Promise<Moderation> {
  const keys = testJwtKeys();
  const issuer = new TokenIssuer(keys.privateKey);
  const transport = new MemoryEventTransport({ logger: createLogger('moderation-test', 'silent') });
  const running = await startService(moderationService, {
    env: testServiceEnv(keys.publicKey),
    embedded: { transport, kv: new MemoryKeyValueStore() },
    ...(options.now ? { now: options.now } : {}),
  });
  const decisions: EventEnvelope[] = [];
  const sanctionEvents: EventEnvelope[] = [];
  await transport.subscribe({
    groupId: 'moderation-test-listener',
    topics: [DecisionMade.type, SanctionIssued.type, SanctionLifted.type],
    handle: async (event) => {
      (event.type === DecisionMade.type ? decisions : sanctionEvents).push(event);
    },
  });

  const tokenOf = (person: Someone) =>
    issuer.issue({ sub: person.id, sid: 'c'.repeat(32), role: person.role }, 300);
  const publish = async (event: EventEnvelope) => {
    await transport.publish([event]);
    return event;
  };
  const profile = (person: Someone, firstName = person.firstName) => ({
    userId: person.id,
    username: person.username,
    firstName,
    lastName: person.lastName,
    role: person.role,
  });

  async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
    let value = await read();
    for (let attempt = 0; attempt < 200 && !check(value); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      value = await read();
    }
    if (!check(value)) throw new Error(`not so within 2 s: ${JSON.stringify(value)}`);
    return value;
  }

  async function queue(as: Someone, status: ModerationStatus = 'pending') {
    const response = await fetch(`${running.url}/api/admin/moderation?status=${status}`, {
      headers: { authorization: `Bearer ${tokenOf(as)}` },
    });
    expect(response.status).toBe(200);
    return ModerationList.parse(await response.json());
  }

  const postAs = (as: Someone | null, path: string, body?: unknown) =>
    fetch(`${running.url}${path}`, {
      method: 'POST',
      headers: {
        ...(as ? { authorization: `Bearer ${tokenOf(as)}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const harness: Moderation = {
    ...running,
    transport,
    decisions,
    sanctionEvents,
    async stop() {
      await running.stop();
      await transport.close();
    },
    async registered(person) {
      await publish(newEvent(UserRegistered, profile(person)));
    },
    async renamed(person, firstName) {
      await publish(newEvent(UserUpdated, profile(person, firstName)));
    },
    async deleted(person) {
      await publish(newEvent(UserDeleted, { userId: person.id }));
    },
    async joined(person, organizationId, schoolId = null) {
      await publish(
        newEvent(MembershipChanged, { userId: person.id, organizationId, schoolId, role: person.role }),
      );
    },
    reported: (reporter, content, reason = 'Unkind or hurtful', at = nextMoment()) =>
      publish(
        newEvent(ContentReported, {
          reportId: randomUUID(),
          reportedBy: reporter.id,
          reason,
          reportedAt: at,
          content,
        }),
      ),
    screened: (content, outcome, at = content.createdAt) =>
      publish(
        newEvent(ContentScreened, {
          outcome,
          priority: outcome === 'crisis' ? 'high' : 'medium',
          screenedAt: at,
          content: { ...content, status: 'flagged' },
        }),
      ),
    edited: (content, at = nextMoment()) =>
      publish(newEvent(ContentEdited, { editedAt: at, content: { ...content, status: 'flagged' } })),
    deletedByAuthor: (content, at = nextMoment()) =>
      publish(newEvent(ContentDeleted, { deletedAt: at, content })),
    removedFromPage: (content, by, reason, at = nextMoment()) =>
      publish(
        newEvent(ContentRemoved, {
          removedBy: by.id,
          reason,
          removedAt: at,
          content: { ...content, status: 'archived' },
        }),
      ),
    askedForHelp: (content, message, at = nextMoment()) =>
      publish(
        newEvent(HelpRequested, {
          requestedAt: at,
          ...(message === undefined ? {} : { message }),
          content: { ...content, status: 'flagged' },
        }),
      ),
    queue,
    async itemOf(content, as, status = 'pending', ready = () => true) {
      const find = (list: ModerationItem[]) => list.find((item) => item.content.content === content.content);
      const items = await eventually(
        () => queue(as, status),
        (list) => {
          const found = find(list);
          return found !== undefined && ready(found);
        },
      );
      const found = find(items);
      if (!found) throw new Error('no item');
      return found;
    },
    async reportedPost({ author, reporter, viewer, reason, content: overrides = {} }) {
      const content = post(author, overrides);
      await harness.reported(reporter, content, reason);
      const item = await harness.itemOf(
        content,
        viewer,
        'pending',
        (found) => found.reportedBy?.firstName === reporter.firstName,
      );
      return { content, item };
    },
    eventually,
    act: (as, itemId, action, body) => postAs(as, `/api/admin/moderation/${itemId}/${action}`, body),
    send: postAs,
    sanction: (as, itemId, body) => postAs(as, `/api/admin/moderation/${itemId}/sanctions`, body),
    lift: (as, sanctionId) => postAs(as, `/api/admin/moderation/sanctions/${sanctionId}/lift`),
    get: (as, path, headers = {}) =>
      fetch(`${running.url}${path}`, {
        headers: { ...headers, ...(as ? { authorization: `Bearer ${tokenOf(as)}` } : {}) },
      }),
    async decisionAbout(itemId, count = 1) {
      const about = () =>
        decisions.filter((event) => DecisionMade.schema.parse(event).payload.itemId === itemId);
      await eventually(
        async () => about().length,
        (length) => length >= count,
      );
      const event = about()[count - 1];
      if (!event) throw new Error('no decision');
      return event;
    },
    async sanctionEvent(type, sanctionId) {
      const definition = type === 'issued' ? SanctionIssued : SanctionLifted;
      const find = () =>
        sanctionEvents.find(
          (event) =>
            event.type === definition.type &&
            definition.schema.parse(event).payload.sanctionId === sanctionId,
        );
      await eventually(
        async () => find(),
        (event) => event !== undefined,
      );
      const event = find();
      if (!event) throw new Error(`no sanction ${type}`);
      return event;
    },
  };
  return harness;
}
