import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import {
  Link,
  LinkApproved,
  LinkEnded,
  LinkList,
  User,
  type EventEnvelope,
  type LinkChange,
} from '@heartwise/contracts';
import {
  createLogger,
  MemoryDocumentStore,
  MemoryEventTransport,
  MemoryKeyValueStore,
  startService,
  type RunningService,
} from '@heartwise/service-kit';
import { CookieJar, testJwtKeys, testServiceEnv } from '@heartwise/service-kit/testing';
import request from 'supertest';
import { identityService } from '../src/service.js';
import { linkRepository } from '../src/adapters/store/link.repository.js';
import { endLinksOf } from '../src/core/use-cases/end-link.js';
import type { LinkRecord } from '../src/ports/link.repository.port.js';

const keys = testJwtKeys();
const logger = createLogger('links-test', 'silent');
/** The bus the service publishes on; the test listens like another service would. */
const bus = new MemoryEventTransport({ logger });
const published: EventEnvelope[] = [];
let identity: RunningService;

interface Person {
  user: User;
  cookie: string;
}
let parent: Person;
let youth: Person;
let otherParent: Person;
let otherYouth: Person;
let admin: Person;

async function signIn(username: string): Promise<Person> {
  const response = await fetch(`${identity.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo-password' }),
  });
  expect(response.status).toBe(200);
  const jar = new CookieJar();
  jar.store(response);
  return { user: User.parse(await response.json()), cookie: jar.header() };
}

async function signUp(role: 'parent' | 'youth', firstName: string): Promise<Person> {
  const response = await fetch(`${identity.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${firstName.toLowerCase()}@example.com`,
      password: 'correct horse',
      confirmPassword: 'correct horse',
      firstName,
      lastName: 'Okafor',
      role,
    }),
  });
  expect(response.status).toBe(201);
  const jar = new CookieJar();
  jar.store(response);
  return { user: User.parse(await response.json()), cookie: jar.header() };
}

/** Admins sign in by email on the Administrator Portal; fetch cannot set Host, supertest can. */
async function signInAdmin(): Promise<Person> {
  const response = await request(identity.url)
    .post('/api/login')
    .set('Host', 'admin.localhost:8080')
    .send({ email: 'admin@heartwise.local', password: 'demo-password' });
  expect(response.status).toBe(200);
  const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const session = setCookie
    .map((header) => header.split(';')[0])
    .find((pair) => pair?.startsWith('hw_session='));
  return { user: User.parse(response.body), cookie: session ?? '' };
}

async function call(who: Person | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${identity.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(who ? { cookie: who.cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const ask = (who: Person, youthUsername: string) => call(who, 'POST', '/api/links', { youthUsername });
const linksOf = async (who: Person, status?: string) => {
  const response = await call(who, 'GET', `/api/links${status ? `?status=${status}` : ''}`);
  expect(response.status).toBe(200);
  return LinkList.parse(response.body);
};
async function requested(from: Person, to: Person): Promise<Link> {
  const response = await ask(from, to.user.username);
  expect(response.status).toBe(201);
  return Link.parse(response.body);
}

const changesOf = (linkId: string) =>
  published
    .filter((event) => (event.payload as LinkChange).linkId === linkId)
    .map((event) => ({ type: event.type, payload: event.payload }));

async function eventually(check: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the expected events did not arrive within 2 s');
}

/** Gives the outbox relay and the bus time to deliver anything a write might have caused. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 150));

const asPerson = ({ user }: Person) => ({
  id: user.id,
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
});

beforeAll(async () => {
  identity = await startService(identityService, {
    env: testServiceEnv(keys.publicKey, { JWT_PRIVATE_KEY: keys.privateKey, DEMO_PASSWORD: 'demo-password' }),
    embedded: { transport: bus, kv: new MemoryKeyValueStore() },
  });
  await bus.subscribe({
    groupId: 'links-test',
    topics: [LinkApproved.type, LinkEnded.type],
    handle: async (event) => {
      published.push(event);
    },
  });
  parent = await signIn('demo-parent');
  youth = await signIn('demo-youth');
  admin = await signInAdmin();
  otherParent = await signUp('parent', 'Chidi');
  otherYouth = await signUp('youth', 'Ada');
});

// Every story starts with no open links: end what is approved, withdraw what is pending.
afterEach(async () => {
  for (const person of [parent, otherParent]) {
    for (const link of await linksOf(person)) await call(person, 'DELETE', `/api/links/${link.id}`);
  }
});

afterAll(async () => {
  await identity.stop();
  await bus.close();
});

describe('a parent linking with their youth', () => {
  it('when the youth accepts a request, both see the link, and other services hear it once', async () => {
    const link = await requested(parent, youth);
    expect(link).toMatchObject({ status: 'pending', approvedAt: null, endedAt: null });
    expect(link.parent).toEqual(asPerson(parent));
    expect(link.youth).toEqual(asPerson(youth));

    const [waiting] = await linksOf(youth);
    expect(waiting).toEqual(link);

    const accepted = await call(youth, 'POST', `/api/links/${link.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(Link.parse(accepted.body)).toMatchObject({ id: link.id, status: 'approved' });
    expect(Link.parse(accepted.body).approvedAt).not.toBeNull();

    const [seenByParent] = await linksOf(parent);
    const [seenByYouth] = await linksOf(youth);
    expect(seenByParent).toMatchObject({ id: link.id, status: 'approved', youth: asPerson(youth) });
    expect(seenByYouth).toEqual(seenByParent);

    await eventually(() => changesOf(link.id).length > 0);
    await settled();
    expect(changesOf(link.id)).toEqual([
      {
        type: 'identity.link.approved',
        payload: { linkId: link.id, parentId: parent.user.id, youthId: youth.user.id },
      },
    ]);
  });

  it('never shows either side an email', async () => {
    const link = await requested(parent, youth);
    const fromParent = JSON.stringify(await linksOf(parent));
    const fromYouth = JSON.stringify(await linksOf(youth));
    const fromAdmin = JSON.stringify((await call(admin, 'GET', '/api/admin/links')).body);
    for (const seen of [fromParent, fromYouth, fromAdmin]) {
      expect(seen).toContain(link.id);
      expect(seen).not.toMatch(/email|@heartwise\.local|@example\.com/);
    }
  });

  it('when the youth declines, the request is closed quietly and the parent may ask again later', async () => {
    const link = await requested(parent, youth);
    const declined = await call(youth, 'POST', `/api/links/${link.id}/decline`);
    expect(declined.status).toBe(200);
    expect(Link.parse(declined.body)).toMatchObject({ status: 'rejected', approvedAt: null });

    expect(await linksOf(parent)).toEqual([]);
    expect((await linksOf(parent, 'rejected')).map(({ id }) => id)).toContain(link.id);
    expect((await call(youth, 'POST', `/api/links/${link.id}/accept`)).body).toEqual({
      message: 'This link request has already been answered.',
    });

    const again = await requested(parent, youth);
    expect(again.id).not.toBe(link.id);
    await settled();
    expect(changesOf(link.id)).toEqual([]);
  });

  it('tells a parent kindly when the username is not a youth, or when they already asked or are linked', async () => {
    const nobody = await ask(parent, 'no-such-youth');
    const notAYouth = await ask(parent, otherParent.user.username);
    expect(nobody).toEqual({
      status: 404,
      body: { message: "We couldn't find a youth with that username. Please check it and try again." },
    });
    expect(notAYouth).toEqual(nobody);
    expect((await ask(parent, '  ')).status).toBe(400);

    const link = await requested(parent, youth);
    expect(await ask(parent, youth.user.username.toUpperCase())).toEqual({
      status: 409,
      body: { message: 'You have already asked to link with this youth. They have not answered yet.' },
    });
    await call(youth, 'POST', `/api/links/${link.id}/accept`);
    expect(await ask(parent, youth.user.username)).toEqual({
      status: 409,
      body: { message: 'You are already linked with this youth.' },
    });
  });

  it('makes one request of two sent at the same moment', async () => {
    const answers = await Promise.all([ask(parent, youth.user.username), ask(parent, youth.user.username)]);
    expect(answers.map(({ status }) => status).sort()).toEqual([201, 409]);
    expect(await linksOf(youth)).toHaveLength(1);
  });

  it('lets only parents ask, and only the youth of a request answer it', async () => {
    expect((await ask(youth, otherYouth.user.username)).status).toBe(403);
    expect((await ask(admin, youth.user.username)).status).toBe(403);
    expect((await call(null, 'POST', '/api/links', { youthUsername: youth.user.username })).status).toBe(401);

    const link = await requested(parent, youth);
    expect((await call(parent, 'POST', `/api/links/${link.id}/accept`)).status).toBe(403);
    expect(await call(otherYouth, 'POST', `/api/links/${link.id}/accept`)).toEqual({
      status: 404,
      body: { message: "We couldn't find that link." },
    });
    expect((await call(otherYouth, 'POST', `/api/links/${link.id}/decline`)).status).toBe(404);
    expect(await linksOf(otherYouth)).toEqual([]);
    expect(await linksOf(otherParent)).toEqual([]);
    expect((await linksOf(youth))[0]).toMatchObject({ id: link.id, status: 'pending' });
  });
});

describe('the admin Linking tab', () => {
  it('shows pending requests, oldest first, and an approval links them and is announced', async () => {
    const first = await requested(parent, youth);
    await new Promise((resolve) => setTimeout(resolve, 5)); // a later createdAt, so the order is certain
    const second = await requested(otherParent, otherYouth);

    const pending = await call(admin, 'GET', '/api/admin/links?status=pending');
    expect(pending.status).toBe(200);
    expect(LinkList.parse(pending.body).map(({ id }) => id)).toEqual([first.id, second.id]);

    const approved = await call(admin, 'POST', `/api/admin/links/${first.id}/approve`);
    expect(approved.status).toBe(200);
    expect(Link.parse(approved.body)).toMatchObject({ status: 'approved', parent: asPerson(parent) });
    expect((await linksOf(youth))[0]).toMatchObject({ id: first.id, status: 'approved' });

    const rejected = await call(admin, 'POST', `/api/admin/links/${second.id}/reject`);
    expect(Link.parse(rejected.body).status).toBe('rejected');
    expect(await linksOf(otherParent)).toEqual([]);

    expect((await call(admin, 'POST', `/api/admin/links/${first.id}/reject`)).status).toBe(409);
    expect(LinkList.parse((await call(admin, 'GET', '/api/admin/links?status=pending')).body)).toEqual([]);

    await eventually(() => changesOf(first.id).length > 0);
    await settled();
    expect(changesOf(first.id)).toEqual([
      {
        type: 'identity.link.approved',
        payload: { linkId: first.id, parentId: parent.user.id, youthId: youth.user.id },
      },
    ]);
    expect(changesOf(second.id)).toEqual([]);
  });

  it('is for admins only', async () => {
    const link = await requested(parent, youth);
    for (const person of [parent, youth]) {
      expect((await call(person, 'GET', '/api/admin/links')).status).toBe(403);
      expect((await call(person, 'POST', `/api/admin/links/${link.id}/approve`)).status).toBe(403);
      expect((await call(person, 'POST', `/api/admin/links/${link.id}/reject`)).status).toBe(403);
    }
    expect((await call(admin, 'GET', '/api/links')).status).toBe(403);
    expect((await call(admin, 'POST', '/api/admin/links/not-a-link/approve')).status).toBe(404);
    expect((await linksOf(parent))[0]).toMatchObject({ id: link.id, status: 'pending' });
  });
});

describe('ending a link', () => {
  it('when the youth ends an approved link, it closes for both, is announced, and the parent may ask again', async () => {
    const link = await requested(parent, youth);
    await call(youth, 'POST', `/api/links/${link.id}/accept`);
    await eventually(() => changesOf(link.id).length > 0);

    expect(await call(youth, 'DELETE', `/api/links/${link.id}`)).toEqual({ status: 200, body: { ok: true } });
    expect(await linksOf(parent)).toEqual([]);
    expect(await linksOf(youth)).toEqual([]);
    const [ended] = await linksOf(parent, 'ended');
    expect(ended).toMatchObject({ id: link.id, status: 'ended' });
    expect(ended?.endedAt).not.toBeNull();
    expect(await call(parent, 'DELETE', `/api/links/${link.id}`)).toEqual({
      status: 409,
      body: { message: 'This link has already ended.' },
    });

    await eventually(() => changesOf(link.id).length > 1);
    await settled();
    const pair = { linkId: link.id, parentId: parent.user.id, youthId: youth.user.id };
    expect(changesOf(link.id)).toEqual([
      { type: 'identity.link.approved', payload: pair },
      { type: 'identity.link.ended', payload: pair },
    ]);

    expect((await requested(parent, youth)).id).not.toBe(link.id);
  });

  it('the parent can end an approved link too', async () => {
    const link = await requested(otherParent, otherYouth);
    await call(admin, 'POST', `/api/admin/links/${link.id}/approve`);
    await eventually(() => changesOf(link.id).length > 0);
    expect((await call(otherParent, 'DELETE', `/api/links/${link.id}`)).status).toBe(200);
    await eventually(() => changesOf(link.id).length > 1);
    expect(changesOf(link.id).map(({ type }) => type)).toEqual([
      'identity.link.approved',
      'identity.link.ended',
    ]);
  });

  it('a parent may withdraw a pending request, which leaves nothing behind and tells nobody', async () => {
    const link = await requested(parent, youth);
    expect(await call(youth, 'DELETE', `/api/links/${link.id}`)).toEqual({
      status: 409,
      body: { message: 'To say no to a link request, please decline it.' },
    });
    expect((await call(parent, 'DELETE', `/api/links/${link.id}`)).status).toBe(200);
    expect(await linksOf(youth)).toEqual([]);
    expect((await call(youth, 'POST', `/api/links/${link.id}/accept`)).status).toBe(404);
    expect(
      LinkList.parse((await call(admin, 'GET', '/api/admin/links')).body).map(({ id }) => id),
    ).not.toContain(link.id);
    await settled();
    expect(changesOf(link.id)).toEqual([]);
  });

  it("nobody can end someone else's link", async () => {
    const link = await requested(parent, youth);
    await call(youth, 'POST', `/api/links/${link.id}/accept`);
    expect((await call(otherParent, 'DELETE', `/api/links/${link.id}`)).status).toBe(404);
    expect((await call(otherYouth, 'DELETE', `/api/links/${link.id}`)).status).toBe(404);
    expect((await call(admin, 'DELETE', `/api/links/${link.id}`)).status).toBe(403);
    expect((await linksOf(parent))[0]).toMatchObject({ id: link.id, status: 'approved' });
  });
});

describe('when an account goes away', () => {
  it('its approved links end with their event and its pending requests are withdrawn', async () => {
    const store = new MemoryDocumentStore();
    const links = linkRepository(store);
    const ids = {
      parent: '11111111-1111-4111-8111-111111111111',
      youth: '22222222-2222-4222-8222-222222222222',
      otherYouth: '33333333-3333-4333-8333-333333333333',
    };
    const at = '2026-11-21T10:00:00.000Z';
    const base = {
      createdAt: at,
      updatedAt: at,
      approvedAt: null,
      endedAt: null,
      decidedBy: null,
      endedBy: null,
    };
    const approved: LinkRecord = {
      ...base,
      id: '44444444-4444-4444-8444-444444444444',
      parentId: ids.parent,
      youthId: ids.youth,
      status: 'approved',
      approvedAt: at,
    };
    const pending: LinkRecord = {
      ...base,
      id: '55555555-5555-4555-8555-555555555555',
      parentId: ids.parent,
      youthId: ids.otherYouth,
      status: 'pending',
    };
    await links.create(approved);
    await links.create(pending);

    await endLinksOf({ links, now: () => new Date(at) }, ids.parent);
    await endLinksOf({ links, now: () => new Date(at) }, ids.parent);

    expect(await links.findById(approved.id)).toMatchObject({ status: 'ended', endedBy: ids.parent });
    expect(await links.findById(pending.id)).toBeNull();
    const events = (await store.pendingEvents(10)).map(({ event }) => ({
      type: event.type,
      payload: event.payload,
    }));
    expect(events).toEqual([
      {
        type: 'identity.link.ended',
        payload: { linkId: approved.id, parentId: ids.parent, youthId: ids.youth },
      },
    ]);
  });
});

describe('when a family member leaves', () => {
  it("an admin deleting a parent ends their approved link, and it leaves the youth's list", async () => {
    const leaving = await signUp('parent', 'Kemi');
    const link = await requested(leaving, otherYouth);
    expect((await call(otherYouth, 'POST', `/api/links/${link.id}/accept`)).status).toBe(200);

    expect((await call(admin, 'DELETE', `/api/admin/users/${leaving.user.id}`)).status).toBe(200);

    await eventually(() => changesOf(link.id).some((change) => change.type === 'identity.link.ended'));
    expect(changesOf(link.id)).toContainEqual({
      type: 'identity.link.ended',
      payload: { linkId: link.id, parentId: leaving.user.id, youthId: otherYouth.user.id },
    });
    // A link naming a deleted account is listed nowhere, ended or open.
    expect((await linksOf(otherYouth)).map((open) => open.id)).not.toContain(link.id);
  });

  it('a youth made a moderator keeps no family links', async () => {
    const changing = await signUp('youth', 'Tunde');
    const link = await requested(otherParent, changing);
    expect((await call(changing, 'POST', `/api/links/${link.id}/accept`)).status).toBe(200);

    const changed = await call(admin, 'PUT', `/api/admin/users/${changing.user.id}/role`, {
      role: 'moderator',
    });
    expect(changed.status).toBe(200);

    await eventually(() => changesOf(link.id).some((change) => change.type === 'identity.link.ended'));
    expect((await linksOf(otherParent)).map((open) => open.id)).not.toContain(link.id);
  });
});
