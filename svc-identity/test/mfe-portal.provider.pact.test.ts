import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { MyOrganization, OrgPeoplePage } from '@heartwise/contracts';
import {
  call,
  newDistrict,
  signInDemo,
  startIdentity,
  type Identity,
  type Person,
} from './support/identity-harness.js';
import { previewOf, run } from './rostering/support/import-client.js';

// Verifies mfe-portal's pact (the Organization Portal) against the real svc-identity on embedded
// adapters, whose default seeds Riverside Unified: two schools, a dozen students waiting to
// activate, and its organization admin, signed in through the real call. Rostering's states each
// make a district of their own (a platform admin creates it, as in the product), so one state's
// import never blocks or changes another's; its organization admin uploads and applies a small
// OneRoster set through the real calls.
let identity: Identity;
/** The session cookie of whoever the provider state signed in, added to the replayed request. */
let sessionCookie: string | undefined;

beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(async () => {
  await identity.stop();
});

async function orgAdminSignedIn() {
  const admin = await signInDemo(identity, 'orgAdmin');
  sessionCookie = admin.cookie;
  return admin.cookie;
}

/** A seeded student who has not activated yet (each state takes a fresh one). */
async function waitingStudent() {
  const cookie = await orgAdminSignedIn();
  const answer = await call(identity, 'get', '/api/org/people?role=youth&status=not-activated', { cookie });
  expect(answer.status).toBe(200);
  const student = OrgPeoplePage.parse(answer.body).people[0];
  if (!student?.schoolId) throw new Error('the demo district has no student waiting to activate');
  return { cookie, userId: student.userId, schoolId: student.schoolId };
}

const D1 = '2026-09-01T08:00:00.000Z';
/** A small OneRoster 1.1 set: Riverside Unified, Lincoln Elementary, two students and a homeroom. */
const ROSTER_SET = {
  'orgs.csv': `sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId
dist-rv,active,${D1},Riverside Unified,district,RU,
sch-lin,active,${D1},Lincoln Elementary,school,LIN,dist-rv
`,
  'users.csv': `sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password
stu-1,active,${D1},true,sch-lin,student,ana.silva,,Ana,Silva,,1001,,,,,03,
stu-2,active,${D1},true,sch-lin,student,ben.okafor,,Ben,Okafor,,1002,,,,,03,
`,
  'classes.csv': `sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods
cls-1,active,${D1},Homeroom 3A,03,,HR3A,homeroom,,sch-lin,,,,
`,
};

/** A district of its own, made by a platform admin; its organization admin is the one signed in. */
async function newDistrictSignedIn(): Promise<Person> {
  const admin = await signInDemo(identity, 'admin');
  const { orgAdmin } = await newDistrict(identity, admin);
  sessionCookie = orgAdmin.cookie;
  return orgAdmin;
}

/** A new district's organization admin uploaded the set: its preview waits to be applied. */
async function rosterUploaded() {
  const orgAdmin = await newDistrictSignedIn();
  const preview = await previewOf(identity, orgAdmin, ROSTER_SET);
  return { orgAdmin, importId: preview.id };
}

/** …and applied it (the job finished): Lincoln Elementary and its homeroom are the district's. */
async function rosterApplied() {
  const { orgAdmin, importId } = await rosterUploaded();
  expect((await run(identity, orgAdmin, importId)).status).toBe('applied');
  const district = MyOrganization.parse(
    (await call(identity, 'get', '/api/org', { cookie: orgAdmin.cookie })).body,
  );
  const lincoln = district.schools.find((school) => school.name === 'Lincoln Elementary');
  if (!lincoln) throw new Error('the applied set brought no Lincoln Elementary');
  return { importId, schoolId: lincoln.id };
}

describe('svc-identity, as the provider of mfe-portal', () => {
  it('honours the pact', async () => {
    await new Verifier({
      provider: 'svc-identity',
      providerBaseUrl: identity.url,
      pactUrls: [resolve(process.cwd(), 'pacts/mfe-portal-svc-identity.json')],
      logLevel: 'warn',
      stateHandlers: {
        "Riverside's organization admin is signed in": async () => {
          await orgAdminSignedIn();
        },
        "Riverside's organization admin is signed in and a student of theirs waits to activate": async () => {
          const { userId, schoolId } = await waitingStudent();
          return { userId, schoolId };
        },
        "Riverside's organization admin is signed in and has deactivated a student of theirs": async () => {
          const { cookie, userId } = await waitingStudent();
          expect(
            (await call(identity, 'post', `/api/org/people/${userId}/deactivate`, { cookie })).status,
          ).toBe(200);
          return { userId };
        },
        'the organization admin of a district that never imported is signed in': async () => {
          await newDistrictSignedIn();
        },
        'the organization admin of a district has uploaded a roster set': async () => {
          const { importId } = await rosterUploaded();
          return { importId };
        },
        'the organization admin of a district has applied a roster set with a class': rosterApplied,
      },
      requestFilter: (req, _res, next) => {
        if (sessionCookie) req.headers.cookie = sessionCookie;
        next();
      },
    }).verifyProvider();
  }, 120_000);
});
