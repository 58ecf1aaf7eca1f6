import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  defaultOrgSettings,
  OrgSettings,
  OrgSettingsChanged,
  type OrgSettings as Settings,
} from '@heartwise/contracts';
import {
  call,
  newDistrict,
  newStaff,
  signInDemo,
  signUp,
  startIdentity,
  type Identity,
  type Person,
} from './support/identity-harness.js';

/** A district's settings (issue 16): GET/PUT /api/org/settings and identity.org.settings.changed. */
let identity: Identity;
let admin: Person;

beforeAll(async () => {
  identity = await startIdentity();
  admin = await signInDemo(identity, 'admin');
});
afterAll(async () => {
  await identity.stop();
});

const chosen: Settings = {
  communityScope: 'school',
  retentionDays: 14,
  screeningPhrases: ['meet me after school', 'skip class'],
  helplines: [{ name: 'Harbor Counselling Line', phone: '555-0100', hours: 'Weekdays 8–6' }],
};

async function settingsOf(who: Person) {
  const response = await call(identity, 'get', '/api/org/settings', { cookie: who.cookie });
  expect(response.status).toBe(200);
  return OrgSettings.parse(response.body);
}

describe("a district's settings", () => {
  it('are the defaults until the organization admin changes them', async () => {
    const { orgAdmin } = await newDistrict(identity, admin);
    expect(await settingsOf(orgAdmin)).toEqual(defaultOrgSettings);
  });

  it('round-trip, and the same write tells every service (identity.org.settings.changed)', async () => {
    const { body, orgAdmin } = await newDistrict(identity, admin);
    const response = await call(identity, 'put', '/api/org/settings', {
      cookie: orgAdmin.cookie,
      body: chosen,
    });
    expect(response.status).toBe(200);
    expect(OrgSettings.parse(response.body)).toEqual(chosen);
    expect(await settingsOf(orgAdmin)).toEqual(chosen);

    const event = await identity.eventually(
      (candidate) =>
        candidate.type === OrgSettingsChanged.type &&
        (candidate.payload as { organizationId: string }).organizationId === body.organization.id,
    );
    expect(OrgSettingsChanged.schema.parse(event).payload).toEqual({
      organizationId: body.organization.id,
      ...chosen,
    });
  });

  it('the last change wins, whole', async () => {
    const { orgAdmin } = await newDistrict(identity, admin);
    await call(identity, 'put', '/api/org/settings', { cookie: orgAdmin.cookie, body: chosen });
    const back = { ...defaultOrgSettings, retentionDays: 60 };
    await call(identity, 'put', '/api/org/settings', { cookie: orgAdmin.cookie, body: back });
    expect(await settingsOf(orgAdmin)).toEqual(back);
  });

  it('refuses what cannot be kept, with kind sentences, and changes nothing', async () => {
    const { orgAdmin } = await newDistrict(identity, admin);
    const response = await call(identity, 'put', '/api/org/settings', {
      cookie: orgAdmin.cookie,
      body: { ...chosen, retentionDays: 400, helplines: [{ name: 'No way to reach it' }] },
    });
    expect(response.status).toBe(400);
    const text = JSON.stringify(response.body);
    expect(text).toContain('Please choose at most 365 days.');
    expect(text).toContain('Please add a phone number or a text line.');
    expect(await settingsOf(orgAdmin)).toEqual(defaultOrgSettings);
  });

  it("are each district's own: another district's admin neither sees nor changes them", async () => {
    const first = await newDistrict(identity, admin);
    const second = await newDistrict(identity, admin);
    await call(identity, 'put', '/api/org/settings', { cookie: first.orgAdmin.cookie, body: chosen });
    expect(await settingsOf(second.orgAdmin)).toEqual(defaultOrgSettings);
    // Naming the other district changes nothing: the district is always the caller's own.
    const sneaky = await call(
      identity,
      'put',
      `/api/org/settings?organizationId=${first.body.organization.id}`,
      { cookie: second.orgAdmin.cookie, body: { ...defaultOrgSettings, retentionDays: 0 } },
    );
    expect(sneaky.status).toBe(200);
    expect(await settingsOf(first.orgAdmin)).toEqual(chosen);
  });

  it('are for organization admins only: youth, parents, moderators and platform admins get 403', async () => {
    const callers = [
      await signUp(identity, 'youth'),
      await signUp(identity, 'parent'),
      await newStaff(identity, admin, 'moderator'),
      admin,
    ];
    for (const who of callers) {
      expect((await call(identity, 'get', '/api/org/settings', { cookie: who.cookie })).status).toBe(403);
      const put = await call(identity, 'put', '/api/org/settings', { cookie: who.cookie, body: chosen });
      expect(put.status).toBe(403);
    }
    expect((await call(identity, 'get', '/api/org/settings')).status).toBe(401);
  });
});
