import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import {
  LINK_REQUEST_DAYS,
  LINK_REQUEST_RECEIVED,
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
import { userRepository } from '../src/adapters/store/user.repository.js';
import { endLinksOf } from '../src/core/use-cases/end-link.js';
import { requestLink } from '../src/core/use-cases/request-link.js';
import { listMyLinks } from '../src/core/use-cases/list-links.js';
import { createAccount } from '../src/core/use-cases/create-account.js';
import type { LinkRecord } from '../src/ports/link.repository.port.js';

const keys = testJwtKeys();
const logger = createLogger('links-test', 'silent');
/** The bus the service publishes on; the test listens like another service would. */
const bus = new MemoryEventTransport({ logger });
const published: EventEnvelope[] = [];
let identity: RunningService;

/** The service's clock: real time, moved forward when a story needs days to pass. */
let daysAhead = 0;
const DAY_MS = 24 * 60 * 60 * 1000;
const now = () => new Date(Date.now() + daysAhead * DAY_MS);

interface Person {
  user: User;
  cookie: string;
}
let parent: Person;
let youth: Person;
let otherParent: Person;
let otherYouth: Person;
let admin: Person;

async function signIn(username: string, password = 'demo-password'): Promise<Person> {
  const response = await fetch(`${identity.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(response.status).toBe(200);
  const jar = new CookieJar();
  jar.store(response);
  return { user: User.parse(await response.json()), cookie: jar.header() };
}

let signUps = 0;
async function signUp(role: 'parent' | 'youth', firstName: string): Promise<Person> {
  signUps += 1;
  const response = await fetch(`${identity.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${firstName.toLowerCase()}.${signUps}@example.com`,
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

async function raw(who: Person | null, method: string, path: string, body?: unknown) {
  return fetch(`${identity.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(who ? { cookie: who.cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function call(who: Person | null, method: string, path: string, body?: unknown) {
  const response = await raw(who, method, path, body);
  return { status: response.status, body: (await response.json()) as unknown };
}

const receipt = { status: 202, body: { ok: true, message: LINK_REQUEST_RECEIVED } };
const ask = (who: Person, youthUsername: string) => call(who, 'POST', '/api/links', { youthUsername });
const linksOf = async (who: Person, status?: string) => {
  const response = await call(who, 'GET', `/api/links${status ? `?status=${status}` : ''}`);
  expect(response.status).toBe(200);
  return LinkList.parse(response.body);
};
const adminLinks = async (status?: string) => {
  const response = await call(admin, 'GET', `/api/admin/links${status ? `?status=${status}` : ''}`);
  expect(response.status).toBe(200);
  return LinkList.parse(response.body);
};

/** The parent asks for `username` (202, the receipt) and finds the request in their own list. */
async function asked(from: Person, username: string): Promise<Link> {
  expect(await ask(from, username)).toEqual(receipt);
  const mine = (await linksOf(from)).find(
    (link) => link.youthUsername === username && link.status === 'pending',
  );
  if (!mine) throw new Error(`no pending request for ${username} in the parent's list`);
  return mine;
}
const requested = (from: Person, to: Person) => asked(from, to.user.username);

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

/** A parent and a youth of their own, new, for stories that read whole lists. */
const family = async (parentName: string, youthName: string) => ({
  mum: await signUp('parent', parentName),
  kid: await signUp('youth', youthName),
});

const asPerson = ({ user }: Person) => ({
  id: user.id,
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
});

beforeAll(async () => {
  identity = await startService(identityService, {
    env: testServiceEnv(keys.publicKey, {
      JWT_PRIVATE_KEY: keys.privateKey,
      DEMO_PASSWORD: 'demo-password',
      // These stories ask many times from one address; the throttle has its own stories.
      LINK_REQUESTS_PER_PARENT: '1000',
      LINK_REQUESTS_PER_ADDRESS: '1000',
    }),
    embedded: { transport: bus, kv: new MemoryKeyValueStore() },
    now,
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

// Every story starts with no open links: end what is approved, withdraw what waits (a declined
// request looks waiting to its parent, and holds the pair until withdrawn or expired).
afterEach(async () => {
  daysAhead = 0;
  for (const person of [parent, otherParent]) {
    for (const link of await linksOf(person)) {
      if (link.status === 'pending' || link.status === 'approved') {
        await call(person, 'DELETE', `/api/links/${link.id}`);
      }
    }
  }
});

afterAll(async () => {
  await identity.stop();
  await bus.close();
});

describe('a parent asking to link reveals nothing about the youth', () => {
  it('gets byte-identical answers for a real youth, a made-up username, a parent and a repeat, with no name', async () => {
    const answers = [];
    for (const username of [
      youth.user.username,
      'gentle-heron55555',
      otherParent.user.username,
      youth.user.username,
    ]) {
      const response = await raw(parent, 'POST', '/api/links', { youthUsername: username });
      answers.push({
        status: response.status,
        type: response.headers.get('content-type'),
        text: await response.text(),
      });
    }
    const [real] = answers;
    expect(real).toEqual({
      status: 202,
      type: 'application/json; charset=utf-8',
      text: JSON.stringify({ ok: true, message: LINK_REQUEST_RECEIVED }),
    });
    for (const answer of answers) expect(answer).toEqual(real);
    for (const secret of [youth.user.id, youth.user.firstName, youth.user.lastName]) {
      expect(real?.text).not.toContain(secret);
    }
  });

  it('shows the parent each request alike: their words, no youth, waiting', async () => {
    const { mum, kid } = await family('Bisi', 'Tobi');
    await ask(mum, kid.user.username);
    await ask(mum, 'gentle-heron55555');
    await ask(mum, otherParent.user.username);
    const mine = await linksOf(mum);
    expect(mine.map(({ status, youth: shown, youthUsername }) => ({ status, shown, youthUsername }))).toEqual(
      [
        { status: 'pending', shown: null, youthUsername: otherParent.user.username },
        { status: 'pending', shown: null, youthUsername: 'gentle-heron55555' },
        { status: 'pending', shown: null, youthUsername: kid.user.username },
      ],
    );
    for (const link of mine) expect(link.updatedAt).toBe(link.createdAt);
    expect(JSON.stringify(mine)).not.toContain(kid.user.id);
    expect(JSON.stringify(mine)).not.toContain('Tobi');
  });

  it('stores nothing new for a request already waiting, real or made up', async () => {
    const { mum, kid } = await family('Dayo', 'Zara');
    await ask(mum, kid.user.username);
    await ask(mum, 'gentle-heron55555');
    expect(await ask(mum, kid.user.username.toUpperCase())).toEqual(receipt);
    expect(await ask(mum, 'GENTLE-heron55555')).toEqual(receipt);
    expect(await linksOf(mum)).toHaveLength(2);
    expect(await linksOf(kid)).toHaveLength(1);
  });

  it('makes one request of two sent at the same moment', async () => {
    const answers = await Promise.all([
      ask(otherParent, youth.user.username),
      ask(otherParent, youth.user.username),
    ]);
    expect(answers).toEqual([receipt, receipt]);
    expect(
      (await linksOf(youth)).filter(
        (link) => link.parent.id === otherParent.user.id && link.status === 'pending',
      ),
    ).toHaveLength(1);
  });

  it('a declined request still looks waiting to the parent, and asking again sends the youth nothing new', async () => {
    const { mum, kid } = await family('Efe', 'Ola');
    const link = await requested(mum, kid);
    const declined = await call(kid, 'POST', `/api/links/${link.id}/decline`);
    expect(declined.status).toBe(200);
    expect(Link.parse(declined.body)).toMatchObject({ status: 'rejected', approvedAt: null });

    expect(await linksOf(mum)).toEqual([link]);
    expect(await linksOf(mum, 'rejected')).toEqual([]);
    expect(await ask(mum, kid.user.username)).toEqual(receipt);
    expect(await linksOf(mum)).toEqual([link]);
    expect((await linksOf(kid)).map(({ id, status }) => ({ id, status }))).toEqual([
      { id: link.id, status: 'rejected' },
    ]);
    expect((await call(kid, 'POST', `/api/links/${link.id}/accept`)).body).toEqual({
      message: 'This link request has already been answered.',
    });
    await settled();
    expect(changesOf(link.id)).toEqual([]);
  });
});

describe('only the youth links', () => {
  it('an admin cannot link a parent to a youth: there is no approve, and the request waits for the youth', async () => {
    const link = await requested(parent, youth);
    const approve = await call(admin, 'POST', `/api/admin/links/${link.id}/approve`);
    expect(approve).toEqual({
      status: 404,
      body: { message: `No route for POST /api/admin/links/${link.id}/approve` },
    });
    expect((await adminLinks('pending')).map(({ id }) => id)).toContain(link.id);
    expect((await linksOf(parent))[0]).toMatchObject({ id: link.id, status: 'pending', youth: null });
    expect((await linksOf(youth, 'pending')).map(({ id }) => id)).toContain(link.id);
    await settled();
    expect(changesOf(link.id)).toEqual([]);
  });

  it('when the youth accepts, both see the link with both names, and other services hear it once', async () => {
    const link = await requested(parent, youth);
    expect(link).toMatchObject({ status: 'pending', youth: null, approvedAt: null, endedAt: null });
    expect(link.parent).toEqual(asPerson(parent));

    const waiting = (await linksOf(youth, 'pending')).find(({ id }) => id === link.id);
    expect(waiting).toMatchObject({ id: link.id, parent: asPerson(parent), youth: asPerson(youth) });

    const accepted = await call(youth, 'POST', `/api/links/${link.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(Link.parse(accepted.body)).toMatchObject({ id: link.id, status: 'approved' });
    expect(Link.parse(accepted.body).approvedAt).not.toBeNull();

    const seenByParent = (await linksOf(parent)).find(({ id }) => id === link.id);
    const seenByYouth = (await linksOf(youth)).find(({ id }) => id === link.id);
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

  it('never shows anyone an email', async () => {
    const link = await requested(parent, youth);
    const fromParent = JSON.stringify(await linksOf(parent));
    const fromYouth = JSON.stringify(await linksOf(youth));
    const fromAdmin = JSON.stringify(await adminLinks());
    for (const seen of [fromParent, fromYouth, fromAdmin]) {
      expect(seen).toContain(link.id);
      expect(seen).not.toMatch(/email|@heartwise\.local|@example\.com/);
    }
  });

  it('lets only parents ask, and only the youth of a request answer it', async () => {
    expect((await ask(youth, otherYouth.user.username)).status).toBe(403);
    expect((await ask(admin, youth.user.username)).status).toBe(403);
    expect((await call(null, 'POST', '/api/links', { youthUsername: youth.user.username })).status).toBe(401);
    expect((await ask(parent, '  ')).status).toBe(400);

    const link = await requested(parent, youth);
    expect((await call(parent, 'POST', `/api/links/${link.id}/accept`)).status).toBe(403);
    expect(await call(otherYouth, 'POST', `/api/links/${link.id}/accept`)).toEqual({
      status: 404,
      body: { message: "We couldn't find that link." },
    });
    expect((await call(otherYouth, 'POST', `/api/links/${link.id}/decline`)).status).toBe(404);
    expect((await linksOf(otherYouth)).map(({ id }) => id)).not.toContain(link.id);
    expect((await linksOf(otherParent)).map(({ id }) => id)).not.toContain(link.id);
    expect((await linksOf(youth)).find(({ id }) => id === link.id)?.status).toBe('pending');
  });
});

describe('requests for a username that is not a youth', () => {
  it('are kept with no youth, for the admin to see, and nobody can answer them', async () => {
    const link = await asked(otherParent, 'quiet-comet40404');
    const [forAdmin] = (await adminLinks('pending')).filter(({ id }) => id === link.id);
    expect(forAdmin).toMatchObject({
      status: 'pending',
      parent: asPerson(otherParent),
      youth: null,
      youthUsername: 'quiet-comet40404',
    });
    for (const someone of [youth, otherYouth]) {
      expect((await call(someone, 'POST', `/api/links/${link.id}/accept`)).status).toBe(404);
    }
  });

  it('never attach to the account later, even when that person becomes a youth', async () => {
    const notYetYouth = await signUp('parent', 'Femi');
    const link = await asked(otherParent, notYetYouth.user.username);
    const changed = await call(admin, 'PUT', `/api/admin/users/${notYetYouth.user.id}/role`, {
      role: 'youth',
    });
    expect(changed.status).toBe(200);
    // A role change ends their sessions: they sign in again, now as a youth.
    const nowYouth = await signIn(notYetYouth.user.username, 'correct horse');
    expect(await linksOf(nowYouth)).toEqual([]);
    expect((await call(nowYouth, 'POST', `/api/links/${link.id}/accept`)).status).toBe(404);
  });

  it('never attach to an account made later with that username', async () => {
    const store = new MemoryDocumentStore();
    const deps = {
      links: linkRepository(store),
      users: userRepository(store),
      now: () => new Date(),
      throttle: { count: async () => ({ allowed: true as const }) },
    };
    const mum = await createAccount(deps, {
      email: 'mum@example.com',
      password: 'correct horse',
      firstName: 'Mum',
      lastName: 'Okafor',
      role: 'parent',
    });
    await requestLink(deps, { parentId: mum.id }, 'steady-willow12345');
    const later = await createAccount(deps, {
      email: 'later@example.com',
      password: 'correct horse',
      firstName: 'Later',
      lastName: 'Okafor',
      role: 'youth',
      username: 'steady-willow12345',
    });
    expect(await listMyLinks(deps, { id: later.id, role: 'youth' })).toEqual([]);
    const [request] = await listMyLinks(deps, { id: mum.id, role: 'parent' });
    expect(request).toMatchObject({ status: 'pending', youth: null, youthUsername: 'steady-willow12345' });
  });
});

describe('requests expire', () => {
  it(`after ${LINK_REQUEST_DAYS} days unanswered: the parent sees expired, the youth cannot accept, and the parent may ask again`, async () => {
    const { mum, kid } = await family('Gbemi', 'Nia');
    const link = await requested(mum, kid);
    daysAhead = LINK_REQUEST_DAYS;
    expect(await linksOf(mum)).toEqual([{ ...link, status: 'expired', updatedAt: expect.any(String) }]);
    expect((await linksOf(kid)).map(({ status }) => status)).toEqual(['expired']);
    expect((await adminLinks('pending')).map(({ id }) => id)).not.toContain(link.id);

    expect(await call(kid, 'POST', `/api/links/${link.id}/accept`)).toEqual({
      status: 409,
      body: { message: 'This request has expired. Your parent can send a new one.' },
    });
    expect((await call(kid, 'POST', `/api/links/${link.id}/decline`)).status).toBe(409);
    expect((await linksOf(kid, 'expired')).map(({ id }) => id)).toEqual([link.id]);
    await settled();
    expect(changesOf(link.id)).toEqual([]);

    const again = await requested(mum, kid);
    expect(again.id).not.toBe(link.id);
    expect((await linksOf(mum)).map(({ status }) => status)).toEqual(['pending', 'expired']);
    expect((await call(mum, 'DELETE', `/api/links/${link.id}`)).status).toBe(409);
  });

  it('a declined request expires for the parent the same way, and frees the pair then', async () => {
    const { mum, kid } = await family('Hadiza', 'Obi');
    const link = await requested(mum, kid);
    await call(kid, 'POST', `/api/links/${link.id}/decline`);
    daysAhead = LINK_REQUEST_DAYS + 1;
    expect(await linksOf(mum, 'expired')).toEqual([
      { ...link, status: 'expired', updatedAt: expect.any(String) },
    ]);
    expect((await linksOf(kid)).map(({ status }) => status)).toEqual(['rejected']);
    expect((await requested(mum, kid)).id).not.toBe(link.id);
  });
});

describe('the youth sees every request ever made for them', () => {
  it('withdrawn, declined, ended and waiting ones, each with the parent named; a status filter still works', async () => {
    const kai = await signUp('youth', 'Kai');
    const ended = await requested(parent, kai);
    await call(kai, 'POST', `/api/links/${ended.id}/accept`);
    await call(kai, 'DELETE', `/api/links/${ended.id}`);
    const declined = await requested(otherParent, kai);
    await call(kai, 'POST', `/api/links/${declined.id}/decline`);
    const withdrawn = await requested(parent, kai);
    expect(await call(parent, 'DELETE', `/api/links/${withdrawn.id}`)).toEqual({
      status: 200,
      body: { ok: true },
    });
    const waiting = await requested(parent, kai);

    const all = await linksOf(kai);
    expect(all.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: waiting.id, status: 'pending' },
      { id: withdrawn.id, status: 'withdrawn' },
      { id: declined.id, status: 'rejected' },
      { id: ended.id, status: 'ended' },
    ]);
    for (const link of all) {
      expect(link.parent).toEqual(asPerson(link.parent.id === parent.user.id ? parent : otherParent));
      expect(link.youth).toEqual(asPerson(kai));
    }
    expect((await linksOf(kai, 'withdrawn')).map(({ id }) => id)).toEqual([withdrawn.id]);
  });
});

describe('the admin Linking tab', () => {
  it('shows requests oldest first; rejecting one is a staff check the parent never sees, and it is audited', async () => {
    const first = await requested(parent, youth);
    await new Promise((resolve) => setTimeout(resolve, 5)); // a later createdAt, so the order is certain
    const second = await requested(otherParent, otherYouth);

    const pending = (await adminLinks('pending')).map(({ id }) => id);
    expect(pending.indexOf(first.id)).toBeLessThan(pending.indexOf(second.id));

    const rejected = await call(admin, 'POST', `/api/admin/links/${second.id}/reject`);
    expect(rejected.status).toBe(200);
    expect(Link.parse(rejected.body)).toMatchObject({ status: 'rejected', youth: asPerson(otherYouth) });
    expect((await linksOf(otherYouth)).find(({ id }) => id === second.id)?.status).toBe('rejected');
    expect((await linksOf(otherParent)).find(({ id }) => id === second.id)).toEqual(second);
    expect((await call(admin, 'POST', `/api/admin/links/${second.id}/reject`)).status).toBe(409);
    expect((await adminLinks('pending')).map(({ id }) => id)).not.toContain(second.id);

    const figures = await call(admin, 'GET', '/api/admin/figures');
    expect((figures.body as { recentAdminActivity: unknown[] }).recentAdminActivity[0]).toMatchObject({
      kind: 'link-rejected',
      by: asPerson(admin),
      whom: asPerson(otherParent),
      youth: asPerson(otherYouth),
    });
    await settled();
    expect(changesOf(second.id)).toEqual([]);
  });

  it('is for admins only, and approving is no longer a way in for anyone', async () => {
    const link = await requested(parent, youth);
    for (const person of [parent, youth]) {
      expect((await call(person, 'GET', '/api/admin/links')).status).toBe(403);
      expect((await call(person, 'POST', `/api/admin/links/${link.id}/reject`)).status).toBe(403);
    }
    for (const person of [parent, youth, admin, null]) {
      expect((await call(person, 'POST', `/api/admin/links/${link.id}/approve`)).status).toBe(404);
    }
    expect((await call(admin, 'GET', '/api/links')).status).toBe(403);
    expect((await call(admin, 'POST', '/api/admin/links/not-a-link/reject')).status).toBe(404);
    expect((await linksOf(parent)).find(({ id }) => id === link.id)?.status).toBe('pending');
  });
});

describe('ending a link', () => {
  it('when the youth ends an approved link, it closes for both, is announced, and the parent may ask again', async () => {
    const link = await requested(parent, youth);
    await call(youth, 'POST', `/api/links/${link.id}/accept`);
    await eventually(() => changesOf(link.id).length > 0);

    expect(await call(youth, 'DELETE', `/api/links/${link.id}`)).toEqual({ status: 200, body: { ok: true } });
    // Ended links leave the parent's list (they are there when asked for); the youth keeps them all.
    expect((await linksOf(parent)).map(({ id }) => id)).not.toContain(link.id);
    expect((await linksOf(youth)).find(({ id }) => id === link.id)?.status).toBe('ended');
    const ended = (await linksOf(parent, 'ended')).find(({ id }) => id === link.id);
    expect(ended).toMatchObject({ id: link.id, status: 'ended', youth: asPerson(youth) });
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
    await call(otherYouth, 'POST', `/api/links/${link.id}/accept`);
    await eventually(() => changesOf(link.id).length > 0);
    expect((await call(otherParent, 'DELETE', `/api/links/${link.id}`)).status).toBe(200);
    await eventually(() => changesOf(link.id).length > 1);
    expect(changesOf(link.id).map(({ type }) => type)).toEqual([
      'identity.link.approved',
      'identity.link.ended',
    ]);
  });

  it('a parent withdrawing a request keeps it as withdrawn: the youth still sees it, nobody is told, and the pair is free', async () => {
    const link = await requested(parent, youth);
    expect(await call(youth, 'DELETE', `/api/links/${link.id}`)).toEqual({
      status: 409,
      body: { message: 'To say no to a link request, please decline it.' },
    });
    expect((await call(parent, 'DELETE', `/api/links/${link.id}`)).status).toBe(200);
    expect((await linksOf(parent)).find(({ id }) => id === link.id)).toMatchObject({
      status: 'withdrawn',
      youth: null,
    });
    expect((await linksOf(youth)).find(({ id }) => id === link.id)).toMatchObject({
      status: 'withdrawn',
      parent: asPerson(parent),
    });
    expect((await adminLinks('withdrawn')).map(({ id }) => id)).toContain(link.id);
    expect(await call(youth, 'POST', `/api/links/${link.id}/accept`)).toEqual({
      status: 409,
      body: { message: 'This link request has already been answered.' },
    });
    expect(await call(parent, 'DELETE', `/api/links/${link.id}`)).toEqual({
      status: 409,
      body: { message: 'You have already withdrawn this request.' },
    });
    expect((await requested(parent, youth)).id).not.toBe(link.id);
    await settled();
    expect(changesOf(link.id)).toEqual([]);
  });

  it('withdrawing a declined request works like withdrawing a waiting one, so the decline stays unseen', async () => {
    const link = await requested(otherParent, otherYouth);
    await call(otherYouth, 'POST', `/api/links/${link.id}/decline`);
    expect(await call(otherParent, 'DELETE', `/api/links/${link.id}`)).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect((await linksOf(otherParent)).find(({ id }) => id === link.id)?.status).toBe('withdrawn');
  });

  it("nobody can end someone else's link", async () => {
    const link = await requested(parent, youth);
    await call(youth, 'POST', `/api/links/${link.id}/accept`);
    expect((await call(otherParent, 'DELETE', `/api/links/${link.id}`)).status).toBe(404);
    expect((await call(otherYouth, 'DELETE', `/api/links/${link.id}`)).status).toBe(404);
    expect((await call(admin, 'DELETE', `/api/links/${link.id}`)).status).toBe(403);
    expect((await linksOf(parent)).find(({ id }) => id === link.id)?.status).toBe('approved');
  });
});

describe('when an account goes away', () => {
  it('its approved links end with their event, its own requests are withdrawn, and requests for it wait to expire', async () => {
    const store = new MemoryDocumentStore();
    const links = linkRepository(store);
    const ids = {
      parent: '11111111-1111-4111-8111-111111111111',
      youth: '22222222-2222-4222-8222-222222222222',
      otherYouth: '33333333-3333-4333-8333-333333333333',
      otherParent: '66666666-6666-4666-8666-666666666666',
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
    const forTheYouth: LinkRecord = {
      ...base,
      id: '77777777-7777-4777-8777-777777777777',
      parentId: ids.otherParent,
      youthId: ids.youth,
      status: 'pending',
    };
    await links.create(approved);
    await links.create(pending);
    await links.create(forTheYouth);

    const later = '2026-11-21T11:00:00.000Z';
    for (const person of [ids.parent, ids.parent, ids.youth]) {
      await endLinksOf({ links, now: () => new Date(later) }, person);
    }

    expect(await links.findById(approved.id)).toMatchObject({ status: 'ended', endedBy: ids.parent });
    expect(await links.findById(pending.id)).toMatchObject({
      status: 'withdrawn',
      endedBy: ids.parent,
      endedAt: later,
    });
    expect(await links.findById(forTheYouth.id)).toEqual(forTheYouth);
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
    // A link naming a deleted parent is listed nowhere: there is nobody to show.
    expect((await linksOf(otherYouth)).map((open) => open.id)).not.toContain(link.id);
  });

  it('a youth who leaves is not announced to a parent they never accepted: the request just waits', async () => {
    const leaving = await signUp('youth', 'Ife');
    const link = await requested(otherParent, leaving);
    expect((await call(admin, 'DELETE', `/api/admin/users/${leaving.user.id}`)).status).toBe(200);
    await settled();
    expect((await linksOf(otherParent)).find(({ id }) => id === link.id)).toEqual(link);
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
