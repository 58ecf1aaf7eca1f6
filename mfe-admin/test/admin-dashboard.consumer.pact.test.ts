import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { AdminActivityKind, HealthServiceName, ServiceProbe } from '@heartwise/contracts';
import { setApiBaseUrl } from '@heartwise/web-runtime';
import { fetchIdentityFigures, fetchIdentitySettings, fetchSystemHealth } from '../src/api/figures.js';
import { describeActivity } from '../src/pages/admin-dashboard/AdminActivityList.js';

const { arrayContaining, eachLike, eachValueMatches, integer, like, number, regex, string, timestamp, uuid } =
  MatchersV3;

// The admin dashboard's overview, Users and Settings tabs against Pact's mocks of svc-identity and
// of the gateway (which answers /api/admin/health itself); verified by
// svc-identity/test/mfe-admin.provider.pact.test.ts and gateway/test/mfe-admin.provider.pact.test.ts.
const pactWith = (provider: string) =>
  new PactV4({ consumer: 'mfe-admin', provider, dir: resolve(process.cwd(), 'pacts'), logLevel: 'warn' });

const isoDate = (example: string) => timestamp("yyyy-MM-dd'T'HH:mm:ss.SSSX", example);
const jsonType = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };
/** One of an enum's values, matched as a pattern so any of them verifies. */
const oneOf = (options: readonly string[], example: string) => regex(`^(${options.join('|')})$`, example);

const aPerson = (id: string, username: string, firstName: string) => ({
  id: uuid(id),
  username: like(username),
  firstName: like(firstName),
  lastName: like('Silva'),
});

/** A weekly trend (issue 19): its 8 weeks, each a Sunday and a count. */
const aTrend = (count: number) =>
  eachLike({ weekStart: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-11-15'), count: integer(count) }, 8);

describe('mfe-admin, as a consumer of svc-identity: the admin overview and Users tab', () => {
  it("reads users per role, live sessions, links, and the audit log's entries with the people and districts named", async () => {
    const count = (example: number) => integer(example);
    await pactWith('svc-identity')
      .addInteraction()
      .given(
        "an admin is signed in and has rejected a parent's link request, and Riverside Unified's admin has deactivated a student",
      )
      .uponReceiving('the admin dashboard: identity figures')
      .withRequest('GET', '/api/admin/figures')
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody({
          users: {
            total: count(6),
            byRole: { youth: count(2), parent: count(2), moderator: count(1), admin: count(1) },
          },
          activeSessions: count(3),
          links: { pending: count(0), approved: count(0) },
          // Accounts created per week, the last 8 (issue 19).
          signUps: aTrend(6),
          // Other entries may come first (newest first); among them the rejection, all three named,
          // and a district admin's deactivation, naming the district (issue 16).
          recentAdminActivity: arrayContaining(
            {
              id: uuid('7a0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a07'),
              kind: 'link-rejected',
              at: isoDate('2026-11-21T10:05:00.000Z'),
              by: aPerson('5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a04', 'demo-admin', 'Ada'),
              whom: aPerson('6b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a02', 'kind-cloud-88', 'Jo'),
              youth: aPerson('6b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a01', 'brave-river42715', 'Riley'),
            },
            {
              id: uuid('7a0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a08'),
              kind: 'member-deactivated',
              at: isoDate('2026-11-21T10:06:00.000Z'),
              by: aPerson('5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a05', 'demo-org-admin', 'Morgan'),
              whom: aPerson('6b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a03', 'calm-lake31204', 'Avery'),
              fromRole: 'youth',
              district: { id: uuid('8c0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a01'), name: 'Riverside Unified' },
            },
          ),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const figures = await fetchIdentityFigures();
        expect(figures.users.byRole.admin).toBe(1);
        expect(figures.links.approved).toBe(0);
        expect(figures.signUps).toHaveLength(8);
        const [entry, districtEntry] = figures.recentAdminActivity;
        expect(AdminActivityKind.options).toContain(entry?.kind);
        expect(entry?.youth?.firstName).toBe('Riley');
        expect(districtEntry && describeActivity(districtEntry)).toBe(
          "Riverside Unified's admin Morgan (@demo-org-admin) deactivated Avery (@calm-lake31204)",
        );
      });
  });

  it('reads what svc-identity enforces for the Settings tab', async () => {
    const backoff = (freeTries: number, maxDelaySeconds: number, windowSeconds: number) => ({
      freeTries: integer(freeTries),
      maxDelaySeconds: integer(maxDelaySeconds),
      windowSeconds: integer(windowSeconds),
    });
    await pactWith('svc-identity')
      .addInteraction()
      .given('an admin is signed in')
      .uponReceiving('the admin dashboard: identity settings')
      .withRequest('GET', '/api/admin/settings')
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody({
          sessionLifetimeSeconds: integer(86_400),
          password: { minLength: integer(8), maxLength: integer(200), minGuessesLog10: integer(8) },
          signInLimits: {
            perDevice: backoff(5, 900, 3600),
            perAccount: backoff(20, 900, 3600),
            perAddress: backoff(100, 60, 3600),
            knownDeviceDays: integer(180),
          },
          signUpLimits: backoff(60, 600, 600),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const settings = await fetchIdentitySettings();
        expect(settings.password.minLength).toBe(8);
        expect(settings.signInLimits.perAddress.freeTries).toBe(100);
        expect(settings.signUpLimits.windowSeconds).toBe(600);
      });
  });
});

describe('mfe-admin, as a consumer of the gateway: System Health', () => {
  it("reads every service's live probe, the gateway's uptime and the API's latency and error rate", async () => {
    await pactWith('gateway')
      .addInteraction()
      .given('an admin is signed in')
      .uponReceiving('the admin dashboard: system health')
      .withRequest('GET', '/api/admin/health')
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody({
          checkedAt: isoDate('2026-11-21T10:00:05.000Z'),
          gateway: { startedAt: isoDate('2026-11-21T09:00:00.000Z'), uptimeSeconds: integer(3605) },
          services: eachLike({
            service: oneOf(HealthServiceName.options, 'identity'),
            status: oneOf(ServiceProbe.shape.status.options, 'ready'),
            latencyMs: number(3),
            // Each check the service ran, by name: 'ok' or what went wrong.
            checks: eachValueMatches({ database: 'ok' }, string('ok')),
          }),
          api: { requests: integer(12), p50LatencyMs: number(4.5), errorRate: number(0.25) },
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const health = await fetchSystemHealth();
        expect(health.services[0]).toEqual({
          service: 'identity',
          status: 'ready',
          latencyMs: 3,
          checks: { database: 'ok' },
        });
        expect(health.api.p50LatencyMs).toBe(4.5);
      });
  });
});
