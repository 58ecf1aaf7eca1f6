import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ForumExport,
  IdentityExport,
  ThreadList,
  User,
  WellnessExport,
  type ThreadSummary,
} from '@heartwise/contracts';
import {
  createEmbeddedInfrastructure,
  createLogger,
  SESSION_COOKIE,
  startService,
  TokenIssuer,
  type RunningService,
} from '@heartwise/service-kit';
import { CookieJar, testJwtKeys, testServiceEnv } from '@heartwise/service-kit/testing';
import { identityService } from '@heartwise/svc-identity';
import { wellnessService } from '@heartwise/svc-wellness';
import { startGateway } from '@heartwise/gateway';
import { testGatewayEnv } from '../../gateway/test/support/gateway-env.js';
import { startForum, type Forum } from './support/forum-harness.js';

/**
 * Profile Settings across services, as a browser sees them through the gateway: svc-identity,
 * svc-wellness and svc-forum on one shared in-process bus (as they share Kafka in the stack).
 */
const keys = testJwtKeys();
const embedded = createEmbeddedInfrastructure(createLogger('story', 'silent'));
let identity: RunningService;
let wellness: RunningService;
let forum: Forum;
let gateway: RunningService;

beforeAll(async () => {
  identity = await startService(identityService, {
    embedded,
    env: testServiceEnv(keys.publicKey, { JWT_PRIVATE_KEY: keys.privateKey }),
  });
  wellness = await startService(wellnessService, { embedded, env: testServiceEnv(keys.publicKey) });
  forum = await startForum({ publicKey: keys.publicKey, embedded });
  gateway = await startGateway({
    kv: embedded.kv,
    env: testGatewayEnv(keys.publicKey, { identity: identity.url, wellness: wellness.url, forum: forum.url }),
  });
});
afterAll(async () => {
  await gateway.stop();
  await forum.stop();
  await wellness.stop();
  await identity.stop();
  await embedded.transport.close();
});

interface Browser {
  user: User;
  password: string;
  jar: CookieJar;
  call(method: string, path: string, body?: unknown): Promise<Response>;
}

let people = 0;
/** Someone signs up in a browser of their own (the cookie jar), through the gateway. */
async function signUp(firstName: string): Promise<Browser> {
  const jar = new CookieJar();
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${gateway.url}${path}`, {
      method,
      headers: {
        cookie: jar.header(),
        origin: gateway.url, // a browser names its origin on every mutation
        'x-timezone': 'UTC',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    jar.store(response);
    return response;
  };
  const password = 'correct horse battery';
  people += 1;
  const response = await call('POST', '/api/register', {
    email: `${firstName.toLowerCase()}.${people}@example.com`,
    password,
    confirmPassword: password,
    firstName,
    lastName: 'Silva',
    role: 'youth',
  });
  expect(response.status).toBe(201);
  return { user: User.parse(await response.json()), password, jar, call };
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < 300 && !done(value); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    value = await read();
  }
  expect(done(value)).toBe(true);
  return value;
}

const threadsAsSeenBy = async (who: Browser): Promise<ThreadSummary[]> =>
  ThreadList.parse(await (await who.call('GET', '/api/forum/threads')).json());
const authorOf = (threads: ThreadSummary[], id: string) => threads.find((thread) => thread.id === id)?.user;
const json = async (response: Response) => {
  expect(response.status).toBe(200);
  return response.json();
};

describe('Profile Settings, across every service', () => {
  it('when a youth deletes their account, their habits are gone from wellness and their threads show as Anonymous in the forum', async () => {
    const ana = await signUp('Ana');
    const ben = await signUp('Ben');
    expect((await ana.call('GET', '/api/habits')).status).toBe(200);
    expect((await ben.call('GET', '/api/habits')).status).toBe(200);
    const anasThread = await forum.writeThread(ana.user.id, { title: 'Exams are coming' });
    const bensThread = await forum.writeThread(ben.user.id, { title: 'A walk helps' });

    // The forum learns names from identity's events, and name changes too.
    await eventually(
      () => threadsAsSeenBy(ben),
      (threads) => authorOf(threads, anasThread.id)?.firstName === 'Ana',
    );
    expect((await ana.call('PATCH', '/api/user', { firstName: 'Ana Maria' })).status).toBe(200);
    await eventually(
      () => threadsAsSeenBy(ben),
      (threads) => authorOf(threads, anasThread.id)?.firstName === 'Ana Maria',
    );

    const oldCookie = ana.jar.header();
    const deleted = await ana.call('DELETE', '/api/user', { password: ana.password });
    expect(deleted.status).toBe(200);
    expect(ana.jar.get(SESSION_COOKIE)).toBeUndefined(); // the browser was told to drop it

    // Ana's thread stays, for the replies of others, but nobody can tell it was hers.
    const seen = await eventually(
      () => threadsAsSeenBy(ben),
      (threads) => authorOf(threads, anasThread.id)?.firstName === null,
    );
    expect(authorOf(seen, bensThread.id)).toEqual({ firstName: 'Ben' });

    // Her old token opens nothing even sent straight to a service, past the gateway: her sessions
    // ended (identity.session.ended), and every service refuses them itself.
    const direct = (path: string) => fetch(`${wellness.url}${path}`, { headers: { cookie: oldCookie } });
    await eventually(
      async () => (await direct('/api/wellness/export')).status,
      (status) => status === 401,
    );
    // And wellness holds nothing of hers any more (asked with a token for her id whose session never ended).
    const asAna = `Bearer ${new TokenIssuer(keys.privateKey).issue({ sub: ana.user.id, sid: 'z'.repeat(43), role: 'youth' }, 60)}`;
    await eventually(
      async () =>
        WellnessExport.parse(
          await json(
            await fetch(`${wellness.url}/api/wellness/export`, { headers: { authorization: asAna } }),
          ),
        ).habits,
      (habits) => habits.length === 0,
    );
    expect(
      WellnessExport.parse(await json(await ben.call('GET', '/api/wellness/export'))).habits,
    ).toHaveLength(5);

    // Her old cookie opens nothing: the gateway finds no session behind it.
    for (const path of [
      '/api/user',
      '/api/user/export',
      '/api/habits',
      '/api/wellness/export',
      '/api/forum/threads',
    ]) {
      const replay = await fetch(`${gateway.url}${path}`, { headers: { cookie: oldCookie } });
      expect({ path, status: replay.status }).toEqual({ path, status: 401 });
    }
  });

  it('download my data: the three parts hold only the caller’s own data', async () => {
    const cam = await signUp('Cam');
    const dee = await signUp('Dee');
    await cam.call('GET', '/api/habits');
    await dee.call('GET', '/api/habits');
    const camsThread = await forum.writeThread(cam.user.id, { title: "Cam's question" });
    await forum.writeThread(dee.user.id, { title: "Dee's question" });

    const account = IdentityExport.parse(await json(await cam.call('GET', '/api/user/export')));
    const habits = WellnessExport.parse(await json(await cam.call('GET', '/api/wellness/export')));
    const posts = ForumExport.parse(await json(await cam.call('GET', '/api/forum/export')));

    expect(account.account).toMatchObject({ id: cam.user.id, email: cam.user.email });
    expect(habits.habits).toHaveLength(5);
    expect(posts.threads.map((thread) => thread.id)).toEqual([camsThread.id]);
    const everything = JSON.stringify({ account, habits, posts });
    expect(everything).not.toContain(dee.user.id);
    expect(everything).not.toContain(dee.user.email);
    expect(everything).not.toContain("Dee's question");
  });
});
