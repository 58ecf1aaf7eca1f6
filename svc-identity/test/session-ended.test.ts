import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SessionEnded } from '@heartwise/contracts';
import {
  call,
  cookieFrom,
  signIn,
  signInDemo,
  signUp,
  startIdentity,
  type Identity,
  type Person,
} from './support/identity-harness.js';

// Every service refuses a session's token once identity.session.ended names it (service-kit's
// projection, service-kit/test/ended-sessions.test.ts); these stories pin that svc-identity says so
// for every way a session ends before its time, and names exactly the sessions that ended.

let identity: Identity;
beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(async () => {
  await identity.stop();
});

/** The session id and expiry inside a `hw_session` cookie's token. */
function sessionOf(cookie: string): { sid: string; exp: number } {
  const token = /hw_session=([^;]+)/.exec(cookie)?.[1] ?? '';
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sid: string;
    exp: number;
  };
  return { sid: payload.sid, exp: payload.exp };
}

/** Every session the identity.session.ended events published so far name for this person. */
function namedFor(userId: string): Map<string, string> {
  const ended = new Map<string, string>();
  for (const event of identity.published) {
    if (event.type !== SessionEnded.type) continue;
    const { payload } = SessionEnded.schema.parse(event);
    if (payload.userId === userId)
      for (const session of payload.sessions) ended.set(session.sessionId, session.expiresAt);
  }
  return ended;
}

/** Waits until the events name at least `count` sessions of this person (the relay is asynchronous). */
async function endedSessionsOf(userId: string, count: number): Promise<Map<string, string>> {
  await identity.eventually(() => namedFor(userId).size >= count);
  return namedFor(userId);
}

const NEW_PASSWORD = 'violet harbour lantern 2718';

describe('svc-identity tells every service when sessions end', () => {
  it('a sign-out names that session, with when its token would have expired', async () => {
    const ana = await signUp(identity, 'youth', 'Ana');
    const { sid, exp } = sessionOf(ana.cookie);
    expect((await call(identity, 'post', '/api/logout', { cookie: ana.cookie })).status).toBe(200);

    const ended = await endedSessionsOf(ana.user.id, 1);
    expect([...ended.keys()]).toEqual([sid]);
    // The session's own expiry: at or just after the token's `exp` (whole seconds).
    const expiresAt = Date.parse(ended.get(sid) ?? '');
    expect(expiresAt).toBeGreaterThanOrEqual(exp * 1000 - 1_000);
    expect(expiresAt).toBeLessThanOrEqual(exp * 1000 + 1_000);
  });

  it('a password change names every earlier session, never the new one it hands back', async () => {
    const sam: Person = await signUp(identity, 'youth', 'Sam');
    const phone = await signIn(identity, sam.user, sam.password);
    const changed = await call(identity, 'post', '/api/user/password', {
      cookie: sam.cookie,
      body: { currentPassword: sam.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);

    const ended = await endedSessionsOf(sam.user.id, 2);
    expect([...ended.keys()].sort()).toEqual([sessionOf(sam.cookie).sid, sessionOf(phone.cookie).sid].sort());
    expect(ended.has(sessionOf(cookieFrom(changed)).sid)).toBe(false);
  });

  it('a role change ends every session of that person', async () => {
    const admin = await signInDemo(identity, 'admin');
    const jo = await signUp(identity, 'parent', 'Jo');
    const laptop = await signIn(identity, jo.user, jo.password);
    const changed = await call(identity, 'put', `/api/admin/users/${jo.user.id}/role`, {
      cookie: admin.cookie,
      body: { role: 'moderator' },
    });
    expect(changed.status).toBe(200);

    const ended = await endedSessionsOf(jo.user.id, 2);
    expect([...ended.keys()].sort()).toEqual([sessionOf(jo.cookie).sid, sessionOf(laptop.cookie).sid].sort());
  });

  it('a deleted account ends every session of its owner', async () => {
    const lee = await signUp(identity, 'youth', 'Lee');
    const tablet = await signIn(identity, lee.user, lee.password);
    const deleted = await call(identity, 'delete', '/api/user', {
      cookie: lee.cookie,
      body: { password: lee.password },
    });
    expect(deleted.status).toBe(200);

    const ended = await endedSessionsOf(lee.user.id, 2);
    expect([...ended.keys()].sort()).toEqual(
      [sessionOf(lee.cookie).sid, sessionOf(tablet.cookie).sid].sort(),
    );
  });

  it('the service itself refuses a token whose session ended, even through a route that only verifies it', async () => {
    const kim = await signUp(identity, 'youth', 'Kim');
    expect((await call(identity, 'get', '/api/user', { cookie: kim.cookie })).status).toBe(200);
    expect((await call(identity, 'post', '/api/logout', { cookie: kim.cookie })).status).toBe(200);
    await endedSessionsOf(kim.user.id, 1);

    const deadline = Date.now() + 2_000;
    let status = 200;
    while (Date.now() < deadline) {
      status = (await call(identity, 'get', '/api/user', { cookie: kim.cookie })).status;
      if (status === 401) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(status).toBe(401);
  });
});
