import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { IdentityExport, LinkList, User, UserDeleted } from '@heartwise/contracts';
import {
  call,
  newStaff,
  signIn,
  signInDemo,
  signUp,
  startIdentity,
  type Identity,
  type Person,
} from './support/identity-harness.js';

let identity: Identity;
/** When set, the service's clock stands still (real time otherwise). */
let frozenAt: Date | undefined;

beforeAll(async () => {
  identity = await startIdentity({ now: () => frozenAt ?? new Date() });
});
afterAll(async () => {
  await identity.stop();
});

const me = (who: Person) => call(identity, 'get', '/api/user', { cookie: who.cookie });
const deleteMyAccount = (who: Person, body: unknown) =>
  call(identity, 'delete', '/api/user', { cookie: who.cookie, body });
const downloadMyData = async (who: Person) => {
  const response = await call(identity, 'get', '/api/user/export', { cookie: who.cookie });
  expect(response.status).toBe(200);
  return { data: IdentityExport.parse(response.body), text: response.text };
};
const deletedEventFor = (userId: string) =>
  identity.eventually(
    (e) => e.type === UserDeleted.type && UserDeleted.schema.parse(e).payload.userId === userId,
  );

/** A parent asks (the answer names no link): the request's id, from the youth's list. */
async function ask(parent: Person, youth: Person): Promise<string> {
  const asked = await call(identity, 'post', '/api/links', {
    cookie: parent.cookie,
    body: { youthUsername: youth.user.username },
  });
  expect(asked.status).toBe(202);
  const [request] = LinkList.parse(
    (await call(identity, 'get', '/api/links?status=pending', { cookie: youth.cookie })).body,
  ).filter((one) => one.parent.id === parent.user.id);
  if (!request) throw new Error("the request is not in the youth's list");
  return request.id;
}

/** A parent asks, the youth accepts: an approved link between them. */
async function link(parent: Person, youth: Person): Promise<string> {
  const id = await ask(parent, youth);
  expect((await call(identity, 'post', `/api/links/${id}/accept`, { cookie: youth.cookie })).status).toBe(
    200,
  );
  return id;
}

describe('Profile Settings: delete my account', () => {
  it('a youth who says their password is gone: signed out everywhere, old cookies get 401, other services hear of it', async () => {
    const ana = await signUp(identity, 'youth', 'Ana');
    const phone = await signIn(identity, ana.user, ana.password);

    const response = await deleteMyAccount(ana, { password: ana.password });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(String(response.headers['set-cookie'])).toMatch(/hw_session=;.*Expires=Thu, 01 Jan 1970/);

    const event = await deletedEventFor(ana.user.id);
    expect(event.payload).toEqual({ userId: ana.user.id });

    for (const device of [ana, phone]) {
      expect((await me(device)).status).toBe(401);
      expect((await call(identity, 'get', '/api/user/export', { cookie: device.cookie })).status).toBe(401);
      expect((await deleteMyAccount(device, { password: ana.password })).status).toBe(401);
    }
    const again = await call(identity, 'post', '/api/login', {
      body: { username: ana.user.username, password: ana.password },
    });
    expect(again.status).toBe(401);
  });

  it('a parent who leaves ends their family links, and the youth keeps the record without them', async () => {
    const jo = await signUp(identity, 'parent', 'Jo');
    const kai = await signUp(identity, 'youth', 'Kai');
    const linkId = await link(jo, kai);

    expect((await deleteMyAccount(jo, { password: jo.password })).status).toBe(200);

    // Links end in reaction to identity.user.deleted (asynchronously, like every other service).
    let links: IdentityExport['links'] = [];
    for (let attempt = 0; attempt < 200 && links[0]?.status !== 'ended'; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      links = (await downloadMyData(kai)).data.links;
    }
    expect(links).toEqual([
      expect.objectContaining({ id: linkId, status: 'ended', as: 'youth', otherPerson: null }),
    ]);
  });

  it('a wrong password keeps the account, says so kindly, and slows further tries like sign-in', async () => {
    const lee = await signUp(identity, 'parent', 'Lee');
    const leesLaptop = await signIn(identity, lee.user, lee.password);
    const wrong = await deleteMyAccount(lee, { password: 'not my password' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({
      message: "That password isn't right, so your account is still here. Please try again.",
    });
    expect((await me(lee)).status).toBe(200);

    // The service's clock stands still here, so the first wait (1 s) cannot pass mid-story.
    frozenAt = new Date();
    try {
      for (let attempt = 1; attempt < 5; attempt += 1) {
        expect((await deleteMyAccount(lee, { password: 'guess' })).status).toBe(403);
      }
      const refused = await deleteMyAccount(lee, { password: lee.password });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        message: 'Too many tries with the wrong password. Please try again in 1 second.',
        retryAfterSeconds: 1,
      });
      // The same count as sign-in from here: a sign-in on a device the account never saw waits too...
      const signInNow = await call(identity, 'post', '/api/login', {
        body: { username: lee.user.username, password: lee.password },
      });
      expect(signInNow.status).toBe(429);
      // ...while Lee, on the laptop they signed in on before, is not held up by it.
      const onLaptop = await call(identity, 'post', '/api/login', {
        cookie: leesLaptop.cookie,
        body: { username: lee.user.username, password: lee.password },
      });
      expect(onLaptop.status).toBe(200);
    } finally {
      frozenAt = undefined;
    }
    expect((await me(lee)).status).toBe(200);
  });

  it('asks for the password when none is sent', async () => {
    const noor = await signUp(identity, 'youth', 'Noor');
    for (const body of [{}, { password: '' }]) {
      const response = await deleteMyAccount(noor, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Please enter your password.');
    }
    expect((await me(noor)).status).toBe(200);
  });

  it('staff accounts are removed by an administrator, not by themselves', async () => {
    const admin = await signInDemo(identity, 'admin');
    const moderator = await newStaff(identity, admin, 'moderator');
    const other = await newStaff(identity, admin, 'admin');

    const byModerator = await deleteMyAccount(moderator, { password: moderator.password });
    expect(byModerator.status).toBe(403);
    expect(byModerator.body.message).toBe(
      'Moderator accounts are removed by an administrator. Please ask one to do it for you.',
    );
    for (const who of [admin, other]) {
      const byAdmin = await deleteMyAccount(who, { password: who.password });
      expect(byAdmin.status).toBe(403);
      expect(byAdmin.body.message).toBe(
        'Administrator accounts are removed by another administrator. Please ask one to do it for you.',
      );
      expect((await me(who)).status).toBe(200);
    }
    expect((await me(moderator)).status).toBe(200);
  });
});

describe('Profile Settings: download my data (identity part)', () => {
  it('holds my account without a hash, my links with the other person by public fields, and my sessions', async () => {
    const sam = await signUp(identity, 'youth', 'Sam');
    await signIn(identity, sam.user, sam.password); // a second device
    const mum = await signUp(identity, 'parent', 'Rita');
    const linkId = await link(mum, sam);

    const { data, text } = await downloadMyData(sam);
    expect(data.account).toEqual(User.parse((await me(sam)).body));
    expect(data.links).toEqual([
      expect.objectContaining({
        id: linkId,
        status: 'approved',
        as: 'youth',
        otherPerson: {
          id: mum.user.id,
          username: mum.user.username,
          firstName: 'Rita',
          lastName: 'Silva',
        },
      }),
    ]);
    expect(data.sessions).toEqual({ active: 2 });
    expect(text).not.toMatch(/passwordHash|emailKey|scrypt\$/);
    expect(text).not.toContain(mum.user.email);

    const parentSide = (await downloadMyData(mum)).data;
    expect(parentSide.account.id).toBe(mum.user.id);
    expect(parentSide.links).toEqual([
      expect.objectContaining({
        id: linkId,
        as: 'parent',
        otherPerson: expect.objectContaining({ id: sam.user.id }),
      }),
    ]);
    expect(parentSide.sessions).toEqual({ active: 1 });
  });

  it("holds a parent's request as the parent sees it: no youth's name, no decline, until the youth accepts", async () => {
    const kim = await signUp(identity, 'youth', 'Kim');
    const dad = await signUp(identity, 'parent', 'Dele');
    const requestId = await ask(dad, kim);
    expect(
      (await call(identity, 'post', `/api/links/${requestId}/decline`, { cookie: kim.cookie })).status,
    ).toBe(200);

    const { data, text } = await downloadMyData(dad);
    expect(data.links).toEqual([
      expect.objectContaining({ id: requestId, as: 'parent', status: 'pending', otherPerson: null }),
    ]);
    expect(text).not.toContain(kim.user.id);
    expect(text).not.toContain('Kim');
    // The youth's own copy says what they did, and who asked.
    expect((await downloadMyData(kim)).data.links).toEqual([
      expect.objectContaining({
        id: requestId,
        as: 'youth',
        status: 'rejected',
        otherPerson: expect.objectContaining({ id: dad.user.id }),
      }),
    ]);
  });

  it("never holds anyone else's account", async () => {
    const ana = await signUp(identity, 'youth', 'Ana');
    const ben = await signUp(identity, 'youth', 'Ben');
    const response = await call(identity, 'get', `/api/user/export?userId=${ben.user.id}`, {
      cookie: ana.cookie,
    });
    expect(IdentityExport.parse(response.body).account.id).toBe(ana.user.id);
    expect(response.text).not.toContain(ben.user.id);
    expect(response.text).not.toContain(ben.user.email);
  });
});
