import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { setApiBaseUrl } from '@heartwise/web-runtime';
import { issueActivationCodes, resendActivation } from '../src/api/activation.js';
import { fetchPeopleFigures } from '../src/api/figures.js';
import { fetchImports } from '../src/api/imports.js';
import { fetchMyOrganization } from '../src/api/organization.js';
import { deactivatePerson, fetchPeople, reactivatePerson } from '../src/api/people.js';
import { fetchOrgSettings, saveOrgSettings } from '../src/api/settings.js';
import { isoDate, jsonType } from './support/pact-matchers.js';

const { atLeastOneLike, eachLike, fromProviderState, integer, like, regex, uuid } = MatchersV3;

// mfe-portal's real API client against Pact's mock of svc-identity; the pact it writes is verified
// against the real service (svc-identity/test/mfe-portal.provider.pact.test.ts), whose embedded
// default seeds Riverside Unified and its organization admin. The verifier adds the admin's cookie.
const pact = new PactV4({
  consumer: 'mfe-portal',
  provider: 'svc-identity',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

const ORG_ADMIN = "Riverside's organization admin is signed in";
const WITH_STUDENT = "Riverside's organization admin is signed in and a student of theirs waits to activate";
const WITH_DEACTIVATED =
  "Riverside's organization admin is signed in and has deactivated a student of theirs";

const SCHOOL_ID = 'c0a80101-0000-4000-8000-000000000011';
const USER_ID = 'c0a80101-0000-4000-8000-000000000021';
/** A figure: a number, or the words for under 10 youth (the seeded district is small). */
const figure = regex('^(\\d+|fewer than 10)$', 'fewer than 10');
const personPath = (suffix: string) =>
  fromProviderState(`/api/org/people/\${userId}/${suffix}`, `/api/org/people/${USER_ID}/${suffix}`);

const aPerson = (status: string) => ({
  userId: uuid(USER_ID),
  name: like('Maya Lopez'),
  username: like('maya-lopez-4'),
  email: like('maya.lopez@riverside.example'),
  role: regex('youth|parent|moderator|org-admin', 'youth'),
  schoolId: uuid(SCHOOL_ID),
  status: regex('active|not-activated|deactivated', status),
  deactivatedAt: status === 'deactivated' ? isoDate('2026-11-21T10:00:00.000Z') : null,
  lastActive: null,
});

const aSlip = {
  userId: uuid(USER_ID),
  firstName: like('Maya'),
  lastName: like('Lopez'),
  username: like('maya-lopez-4'),
  role: like('youth'),
  schoolId: uuid(SCHOOL_ID),
  schoolName: like('Riverside High'),
  grade: null,
  code: regex('^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$', '7KQM-2X9D-HC4R'),
  expiresAt: isoDate('2026-12-21T10:00:00.000Z'),
};

describe('mfe-portal, as a consumer of svc-identity', () => {
  it('reads the district and its schools', async () => {
    await pact
      .addInteraction()
      .given(ORG_ADMIN)
      .uponReceiving('the organization portal: my district')
      .withRequest('GET', '/api/org')
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody({
          organization: {
            id: uuid(),
            name: like('Riverside Unified'),
            createdAt: isoDate('2026-11-21T10:00:00.000Z'),
          },
          schools: atLeastOneLike({
            id: uuid(SCHOOL_ID),
            organizationId: uuid(),
            name: like('Riverside High'),
          }),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect((await fetchMyOrganization()).organization.name).toBe('Riverside Unified');
      });
  });

  it("reads each school's people figures, words under 10 youth", async () => {
    await pact
      .addInteraction()
      .given(ORG_ADMIN)
      .uponReceiving("the organization portal: the schools' people figures")
      .withRequest('GET', '/api/org/figures/people')
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody({
          schools: atLeastOneLike({ schoolId: uuid(SCHOOL_ID), youth: figure, activeThisWeek: figure }),
          computedAt: isoDate('2026-11-21T10:00:00.000Z'),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const figures = await fetchPeopleFigures();
        expect(figures.schools[0]?.youth).toBe('fewer than 10');
      });
  });

  it('lists the youth waiting to activate, a page at a time', async () => {
    await pact
      .addInteraction()
      .given(ORG_ADMIN)
      .uponReceiving('the organization portal: youth not yet activated')
      .withRequest('GET', '/api/org/people', (request) =>
        request.query({ role: 'youth', status: 'not-activated' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody({
          people: eachLike(aPerson('not-activated')),
          nextCursor: null,
          total: integer(12),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const page = await fetchPeople({ role: 'youth', status: 'not-activated' });
        expect(page.people[0]?.status).toBe('not-activated');
      });
  });

  it('deactivates a student (their sessions end) and reactivates one', async () => {
    await pact
      .addInteraction()
      .given(WITH_STUDENT)
      .uponReceiving('the organization portal: a student deactivated')
      .withRequest('POST', personPath('deactivate'))
      .willRespondWith(200, (response) => response.headers(jsonType).jsonBody(aPerson('deactivated')))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect((await deactivatePerson(USER_ID)).status).toBe('deactivated');
      });
    await pact
      .addInteraction()
      .given(WITH_DEACTIVATED)
      .uponReceiving('the organization portal: a deactivated student reactivated')
      .withRequest('POST', personPath('reactivate'))
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody({ ...aPerson('not-activated'), deactivatedAt: null }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect((await reactivatePerson(USER_ID)).deactivatedAt).toBeNull();
      });
  });

  it('reads and replaces the district settings', async () => {
    const settings = {
      communityScope: 'school' as const,
      retentionDays: 60,
      screeningPhrases: ['bus 42 fight'],
      helplines: [{ name: 'Riverside Counseling', phone: '555-0100', hours: 'Weekdays 8–6' }],
    };
    await pact
      .addInteraction()
      .given(ORG_ADMIN)
      .uponReceiving('the organization portal: the district settings')
      .withRequest('GET', '/api/org/settings')
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody({
          communityScope: regex('district|school', 'district'),
          retentionDays: integer(30),
          screeningPhrases: like([]),
          helplines: like([]),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect((await fetchOrgSettings()).retentionDays).toBe(30);
      });
    await pact
      .addInteraction()
      .given(ORG_ADMIN)
      .uponReceiving('the organization portal: the district settings replaced')
      .withRequest('PUT', '/api/org/settings', (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody(settings),
      )
      .willRespondWith(200, (response) => response.headers(jsonType).jsonBody(settings))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await saveOrgSettings(settings)).toEqual(settings);
      });
  });

  it('lists the imports (none yet)', async () => {
    await pact
      .addInteraction()
      .given(ORG_ADMIN)
      .uponReceiving('the organization portal: the import history of a district that never imported')
      .withRequest('GET', '/api/org/imports')
      .willRespondWith(200, (response) => response.headers(jsonType).jsonBody([]))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await fetchImports()).toEqual([]);
      });
  });

  it("makes a school's activation codes, and one student's fresh code", async () => {
    await pact
      .addInteraction()
      .given(WITH_STUDENT)
      .uponReceiving("the organization portal: activation codes for a school's students")
      .withRequest('POST', '/api/org/activation-codes', (request) =>
        request
          .headers({ 'Content-Type': 'application/json' })
          .jsonBody({ schoolId: fromProviderState('${schoolId}', SCHOOL_ID) }),
      )
      .willRespondWith(201, (response) =>
        response.headers(jsonType).jsonBody({
          issuedAt: isoDate('2026-11-21T10:00:00.000Z'),
          expiresAt: isoDate('2026-12-21T10:00:00.000Z'),
          schoolId: uuid(SCHOOL_ID),
          classId: null,
          slips: atLeastOneLike(aSlip),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const batch = await issueActivationCodes({ schoolId: SCHOOL_ID });
        expect(batch.slips[0]?.code).toBe('7KQM-2X9D-HC4R');
      });
    await pact
      .addInteraction()
      .given(WITH_STUDENT)
      .uponReceiving("the organization portal: one student's activation resent")
      .withRequest('POST', personPath('activation-code'))
      .willRespondWith(201, (response) =>
        response.headers(jsonType).jsonBody({
          issuedAt: isoDate('2026-11-21T10:00:00.000Z'),
          expiresAt: isoDate('2026-12-21T10:00:00.000Z'),
          schoolId: null,
          classId: null,
          slips: [aSlip],
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect((await resendActivation(USER_ID)).slips).toHaveLength(1);
      });
  });
});
