import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { setApiBaseUrl } from '@heartwise/web-runtime';
import { fetchClasses, fetchImport, fetchImports, importAction, uploadRoster } from '../src/api/imports.js';
import { isoDate, jsonType } from './support/pact-matchers.js';

const { boolean, eachLike, fromProviderState, integer, like, regex, uuid } = MatchersV3;

// Rostering: mfe-portal's real API client against Pact's mock of svc-identity. It writes into the
// same pact as identity.consumer.pact.test.ts (pact-js merges interactions into
// pacts/mfe-portal-svc-identity.json); svc-identity/test/mfe-portal.provider.pact.test.ts verifies
// it, each state a district of its own whose organization admin uploads and applies through the
// real calls. The verifier adds that admin's cookie.
const pact = new PactV4({
  consumer: 'mfe-portal',
  provider: 'svc-identity',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

const NEVER_IMPORTED = 'the organization admin of a district that never imported is signed in';
/** Gives { importId }: a previewed import of two students at Lincoln Elementary. */
const UPLOADED = 'the organization admin of a district has uploaded a roster set';
/** Gives { importId, schoolId }: the set applied, with one class at Lincoln Elementary (schoolId). */
const APPLIED = 'the organization admin of a district has applied a roster set with a class';

const IMPORT_ID = '5f0e7c3a-9b1d-4c2e-8a6f-000000000031';
const SCHOOL_ID = 'c0a80101-0000-4000-8000-000000000011';
const importPath = (suffix = '') =>
  fromProviderState(`/api/org/imports/\${importId}${suffix}`, `/api/org/imports/${IMPORT_ID}${suffix}`);

/** The small set the upload sends: orgs.csv (the district, Lincoln Elementary) and users.csv (two students). */
const ROSTER_FILES = ['orgs.csv', 'users.csv'];
const fixture = (name: string) => resolve(process.cwd(), 'mfe-portal/test/fixtures/roster', name);
const asFile = (name: string) => new File([readFileSync(fixture(name))], name, { type: 'text/csv' });

// RosterImport's shape. Examples are matched by type; arrays a fresh set leaves empty are any array.
const anExample = (sourcedId: string, label: string, detail: string, file: string, line: number) => ({
  sourcedId: like(sourcedId),
  label: like(label),
  detail: like(detail),
  changed: like([]),
  file: like(file),
  line: integer(line),
});
const bucket = (count: number, example?: ReturnType<typeof anExample>) => ({
  count: integer(count),
  examples: example ? eachLike(example) : like([]),
});
const tally = (created = 0, example?: ReturnType<typeof anExample>) => ({
  create: bucket(created, example),
  change: bucket(0),
  deactivate: bucket(0),
  unchanged: integer(0),
});
const kindCounts = (create: number) => ({
  create: integer(create),
  change: integer(0),
  deactivate: integer(0),
});

/** The dry run of a set that creates a school and its students: applicable, no problems. */
const aPreview = (canApply: unknown) => ({
  district: {
    sourcedId: like('dist-rv'),
    name: like('Riverside Unified'),
    action: regex('^(link|unchanged)$', 'link'),
  },
  files: eachLike({
    file: like('orgs.csv'),
    mode: regex('^(bulk|delta|unstated)$', 'unstated'),
    rows: integer(2),
  }),
  schools: tally(1, anExample('sch-lin', 'Lincoln Elementary', 'LIN', 'orgs.csv', 3)),
  people: {
    ...tally(2, anExample('stu-1', 'Ana Silva', 'student at Lincoln Elementary', 'users.csv', 2)),
    byKind: { youth: kindCounts(2), staff: kindCounts(0), parent: kindCounts(0) },
  },
  classes: tally(),
  enrollments: tally(),
  ignoredOrgs: bucket(0),
  problems: { count: integer(0), shown: like([]) },
  blockers: [],
  changes: integer(3),
  canApply,
});

const anImport = (status: string, options: { files?: unknown; canApply?: unknown } = {}) => ({
  id: uuid(IMPORT_ID),
  status,
  createdAt: isoDate('2026-11-21T10:00:00.000Z'),
  updatedAt: isoDate('2026-11-21T10:00:00.000Z'),
  createdBy: { userId: uuid(), name: like('Dana Okoro') },
  files: options.files ?? eachLike('orgs.csv'),
  preview: aPreview(options.canApply ?? boolean(true)),
  progress: { done: integer(0), total: integer(3) },
  failure: null,
  notices: { count: integer(0), shown: like([]) },
});

describe('mfe-portal, as a consumer of svc-identity: rostering', () => {
  it('uploads a OneRoster set as multipart files and gets its dry-run preview', async () => {
    // pact-js writes one part per multipartBody call (same boundary). Pact matches a part by the
    // type it detects in its bytes, which for CSV is text/plain; the request's Content-Type by a
    // regex (any boundary). The recorded bytes are what the verifier replays to svc-identity.
    await pact
      .addInteraction()
      .given(NEVER_IMPORTED)
      .uponReceiving('the organization portal: a roster set uploaded')
      .withRequest('POST', '/api/org/imports', (request) => {
        for (const name of ROSTER_FILES)
          request.multipartBody('text/plain', fixture(name), 'files', 'rosterSet');
      })
      .willRespondWith(201, (response) =>
        response.headers(jsonType).jsonBody(anImport('previewed', { files: ROSTER_FILES, canApply: true })),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const uploaded = await uploadRoster(ROSTER_FILES.map(asFile));
        expect(uploaded.status).toBe('previewed');
        expect(uploaded.preview.canApply).toBe(true);
        expect(uploaded.preview.people.byKind.youth.create).toBe(2);
      });
  });

  it('lists the imports, newest first, and reads one of them', async () => {
    await pact
      .addInteraction()
      .given(UPLOADED)
      .uponReceiving('the organization portal: the import history after an upload')
      .withRequest('GET', '/api/org/imports')
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody(eachLike(anImport('previewed'))),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect((await fetchImports())[0]?.status).toBe('previewed');
      });
    await pact
      .addInteraction()
      .given(UPLOADED)
      .uponReceiving('the organization portal: one import')
      .withRequest('GET', importPath())
      .willRespondWith(200, (response) => response.headers(jsonType).jsonBody(anImport('previewed')))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const found = await fetchImport(IMPORT_ID);
        expect(found.id).toBe(IMPORT_ID);
        expect(found.progress).toEqual({ done: 0, total: 3 });
      });
  });

  it('applies a preview (a job: 202, applying), discards another, rolls back an applied one', async () => {
    await pact
      .addInteraction()
      .given(UPLOADED)
      .uponReceiving('the organization portal: an import applied')
      .withRequest('POST', importPath('/apply'))
      .willRespondWith(202, (response) => response.headers(jsonType).jsonBody(anImport('applying')))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect((await importAction(IMPORT_ID, 'apply')).status).toBe('applying');
      });
    await pact
      .addInteraction()
      .given(UPLOADED)
      .uponReceiving('the organization portal: an import discarded')
      .withRequest('POST', importPath('/discard'))
      .willRespondWith(202, (response) => response.headers(jsonType).jsonBody(anImport('discarded')))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect((await importAction(IMPORT_ID, 'discard')).status).toBe('discarded');
      });
    await pact
      .addInteraction()
      .given(APPLIED)
      .uponReceiving('the organization portal: an applied import rolled back')
      .withRequest('POST', importPath('/rollback'))
      .willRespondWith(202, (response) => response.headers(jsonType).jsonBody(anImport('rolling-back')))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect((await importAction(IMPORT_ID, 'rollback')).status).toBe('rolling-back');
      });
  });

  it("reads a school's rostered classes (for per-class codes)", async () => {
    await pact
      .addInteraction()
      .given(APPLIED)
      .uponReceiving("the organization portal: a school's classes")
      .withRequest('GET', '/api/org/classes', (request) =>
        request.query({ schoolId: fromProviderState('${schoolId}', SCHOOL_ID) }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody(
          eachLike({
            id: like('cls-1'),
            schoolId: uuid(SCHOOL_ID),
            title: like('Homeroom 3A'),
            classCode: like('HR3A'),
          }),
        ),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const classes = await fetchClasses(SCHOOL_ID);
        expect(classes[0]).toEqual({
          id: 'cls-1',
          schoolId: SCHOOL_ID,
          title: 'Homeroom 3A',
          classCode: 'HR3A',
        });
      });
  });
});
