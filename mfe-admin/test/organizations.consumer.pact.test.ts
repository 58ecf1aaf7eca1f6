import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { CreateOrganizationRequest } from '@heartwise/contracts';
import { ApiError, setApiBaseUrl } from '@heartwise/web-runtime';
import { createOrganization, fetchOrganizations } from '../src/api/organizations.js';
import { refusalFields } from '../src/pages/districts/refusalFields.js';

const { eachLike, integer, like, regex, timestamp, uuid } = MatchersV3;

// mfe-admin's real API client for the Districts page against Pact's mock of svc-identity; the pact
// it writes is verified against the real service (svc-identity/test/mfe-admin.provider.pact.test.ts),
// whose demo data seeds Riverside Unified and its admin, org-admin@heartwise.local.
const pact = new PactV4({
  consumer: 'mfe-admin',
  provider: 'svc-identity',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

const ADMIN = 'an admin is signed in';
const NO_LAKEVIEW = 'an admin is signed in and no district is named Lakeview Unified';
const RIVERSIDE_EXISTS = 'an admin is signed in and the district Riverside Unified exists';
const EMAIL_IN_USE = 'an admin is signed in and an account uses the email org-admin@heartwise.local';

const isoDate = (example: string) => timestamp("yyyy-MM-dd'T'HH:mm:ss.SSSX", example);
const jsonType = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };
const ORG_ID = 'd2000000-3f0e-4c8e-9b51-6a2f0f1c0a02';

const lakeview: CreateOrganizationRequest = {
  name: 'Lakeview Unified',
  schools: [{ name: 'Lakeview High School' }, { name: 'Lakeview Middle School' }],
  admin: {
    firstName: 'Lee',
    lastName: 'Moreno',
    email: 'lee.moreno@lakeview.example.org',
    password: 'maple kettle orbit',
  },
};

/** Sends `body` and expects a refusal; returns the fields the form puts its sentence beside. */
async function refusedFields(body: CreateOrganizationRequest, status: number) {
  const error = await createOrganization(body).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(status);
  return refusalFields(error).map((problem) => problem.field);
}

describe('mfe-admin, as a consumer of svc-identity: Districts', () => {
  it('lists every district with how many schools and members it has', async () => {
    await pact
      .addInteraction()
      .given(ADMIN)
      .uponReceiving('districts: the list of every district')
      .withRequest('GET', '/api/admin/organizations')
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody(
          eachLike({
            id: uuid(ORG_ID),
            name: like('Riverside Unified'),
            createdAt: isoDate('2026-11-01T09:30:00.000Z'),
            schools: integer(2),
            members: integer(13),
          }),
        ),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const [district] = await fetchOrganizations();
        expect(district).toEqual({
          id: ORG_ID,
          name: 'Riverside Unified',
          createdAt: '2026-11-01T09:30:00.000Z',
          schools: 2,
          members: 13,
        });
      });
  });

  it('creates a district with its schools and its organization admin', async () => {
    await pact
      .addInteraction()
      .given(NO_LAKEVIEW)
      .uponReceiving('districts: a new district with two schools and its organization admin')
      .withRequest('POST', '/api/admin/organizations', (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody(lakeview),
      )
      .willRespondWith(201, (response) =>
        response.headers(jsonType).jsonBody({
          organization: {
            id: uuid(ORG_ID),
            name: 'Lakeview Unified',
            createdAt: isoDate('2026-11-21T10:00:00.000Z'),
          },
          // In the order sent.
          schools: [
            { id: uuid(), organizationId: uuid(ORG_ID), name: 'Lakeview High School' },
            { id: uuid(), organizationId: uuid(ORG_ID), name: 'Lakeview Middle School' },
          ],
          admin: {
            id: uuid(),
            username: like('steady-lake-311'),
            email: 'lee.moreno@lakeview.example.org',
            firstName: 'Lee',
            lastName: 'Moreno',
            profileImageUrl: null,
            role: 'org-admin',
            createdAt: isoDate('2026-11-21T10:00:00.000Z'),
            updatedAt: isoDate('2026-11-21T10:00:00.000Z'),
            // They have not signed in yet.
            lastActive: null,
            organizationId: uuid(ORG_ID),
            schoolId: null,
          },
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const created = await createOrganization(lakeview);
        expect(created.organization.name).toBe('Lakeview Unified');
        expect(created.schools.map((school) => school.name)).toEqual([
          'Lakeview High School',
          'Lakeview Middle School',
        ]);
        expect(created.admin).toMatchObject({ role: 'org-admin', organizationId: created.organization.id });
      });
  });

  it('is told, beside the district name, that a district of that name exists', async () => {
    const body = {
      ...lakeview,
      name: 'Riverside Unified',
      admin: { ...lakeview.admin, email: 'new.admin@example.org' },
    };
    await pact
      .addInteraction()
      .given(RIVERSIDE_EXISTS)
      .uponReceiving('districts: a new district named like one that exists')
      .withRequest('POST', '/api/admin/organizations', (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody(body),
      )
      // A sentence that does not speak of an email: the form puts it beside the district's name.
      .willRespondWith(409, (response) =>
        response.jsonBody({ message: regex('^((?!email).)+$', 'A district with this name already exists.') }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await refusedFields(body, 409)).toEqual(['name']);
      });
  });

  it('is told, beside the email, that an account already uses it', async () => {
    const body = {
      ...lakeview,
      name: 'Brookside Unified',
      admin: { ...lakeview.admin, email: 'org-admin@heartwise.local' },
    };
    await pact
      .addInteraction()
      .given(EMAIL_IN_USE)
      .uponReceiving("districts: a new district whose admin's email is in use")
      .withRequest('POST', '/api/admin/organizations', (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody(body),
      )
      .willRespondWith(409, (response) =>
        response.jsonBody({ message: regex('.*email.*', 'An account with this email already exists.') }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await refusedFields(body, 409)).toEqual(['admin.email']);
      });
  });

  it("is told, beside the password, that the admin's password is too easy to guess", async () => {
    const body = {
      ...lakeview,
      name: 'Weakpass Unified',
      admin: { ...lakeview.admin, email: 'weak.pass@example.org', password: 'password1' },
    };
    await pact
      .addInteraction()
      .given(ADMIN)
      .uponReceiving("districts: a new district whose admin's password is too easy to guess")
      .withRequest('POST', '/api/admin/organizations', (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody(body),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody({
          message: like('That password is too easy to guess. Try a few unrelated words together.'),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await refusedFields(body, 400)).toEqual(['admin.password']);
      });
  });
});
