#!/usr/bin/env node
// npm run bench:roster — issue 16's rostering benchmark (not part of npm test): one run of a
// generated 50,000-student OneRoster 1.2 set through svc-identity's real routes, in one process
// with the embedded (in-memory) adapters: upload (multipart, streamed to temp files) + plan +
// journal, then the apply job to its end. Prints the time of each and the process's peak RSS.
//   ROSTER_BENCH_STUDENTS=n   students (default 50000), spread over 40 schools
//   MONGO_URL=…               against a real store (FerretDB/MongoDB) instead of memory
// Also prints when the apply's events had all left the outbox (eventsPublishedSeconds).
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const tsc = spawnSync(
  process.execPath,
  [resolve(root, 'node_modules/typescript/bin/tsc'), '-b', resolve(root, 'svc-identity/tsconfig.json')],
  { stdio: 'inherit' },
);
if (tsc.status !== 0) {
  console.error('bench:roster: the TypeScript build failed (above), so nothing was measured.');
  process.exit(tsc.status ?? 1);
}
const load = (path) => import(pathToFileURL(resolve(root, path)).href);
const { identityService } = await load('svc-identity/dist/index.js');
const { generateOneRosterSet } = await load('svc-identity/dist/adapters/rostering/generate-oneroster.js');
const kit = await load('service-kit/dist/index.js');
const { testJwtKeys, testServiceEnv } = await load('service-kit/dist/testing/service-env.js');
// Built above with svc-identity (a project it references): every call below is one of its operations.
const { operationRequest } = await import('@heartwise/contracts');

const students = Number(process.env.ROSTER_BENCH_STUDENTS ?? 50_000);
const SCHOOLS = 40;
const PASSWORD = 'bench-demo-password';
const MiB = 1024 * 1024;

/** The method and path (parameters filled) of the named call of the contracts; its body is sent apart. */
function requestLine(name, input) {
  const { method, url } = operationRequest(name, input);
  return { method, path: url };
}

/** One HTTP call to the service with the portal's Host (fetch can't set Host). */
function call(url, { method = 'GET', path, cookie, headers = {}, body }) {
  return new Promise((resolvePromise, reject) => {
    const target = new URL(path, url);
    const req = request(
      target,
      { method, headers: { host: 'portal.localhost', ...(cookie ? { cookie } : {}), ...headers } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolvePromise({
            status: res.statusCode,
            headers: res.headers,
            json: text ? JSON.parse(text) : null,
          });
        });
      },
    );
    req.on('error', reject);
    if (typeof body === 'function') body(req);
    else req.end(body);
  });
}

const folder = await mkdtemp(join(tmpdir(), 'heartwise-roster-bench-'));
const keys = testJwtKeys();
const service = await kit.startService(identityService, {
  env: testServiceEnv(keys.publicKey, {
    JWT_PRIVATE_KEY: keys.privateKey,
    DEMO_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
    ...(process.env.MONGO_URL ? { MONGO_URL: process.env.MONGO_URL } : {}),
  }),
  embedded: {
    transport: new kit.MemoryEventTransport({ logger: kit.createLogger('bench', 'silent') }),
    kv: new kit.MemoryKeyValueStore(),
  },
});
try {
  // The generated set, written to files first: what an organization admin's computer holds.
  const set = generateOneRosterSet({ schools: SCHOOLS, studentsPerSchool: Math.ceil(students / SCHOOLS) });
  const files = [];
  for (const [name, open] of Object.entries(set)) {
    const path = join(folder, name);
    await pipeline(open(), createWriteStream(path));
    files.push({ name, path, size: (await stat(path)).size });
  }
  const login = operationRequest('login', {
    body: { email: 'org-admin@heartwise.local', password: PASSWORD },
  });
  const signIn = await call(service.url, {
    method: login.method,
    path: login.url,
    headers: { 'content-type': login.bodyMediaType },
    body: JSON.stringify(login.body),
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  const cookie = [signIn.headers['set-cookie']]
    .flat()
    .map((line) => line.split(';')[0])
    .join('; ');

  // multipart/form-data, streamed from the files with a Content-Length, as a browser sends it.
  const boundary = `----heartwise-bench-${Date.now()}`;
  const heads = files.map(
    (file) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = `--${boundary}--\r\n`;
  const length =
    files.reduce((sum, file, index) => sum + Buffer.byteLength(heads[index]) + file.size + 2, 0) +
    Buffer.byteLength(tail);
  const started = performance.now();
  const uploaded = await call(service.url, {
    // The body is streamed by hand below, not given as the FormData a browser would build.
    ...requestLine('uploadRoster'),
    cookie,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(length),
    },
    body: async (req) => {
      for (const [index, file] of files.entries()) {
        req.write(heads[index]);
        for await (const chunk of createReadStream(file.path)) {
          if (!req.write(chunk)) await new Promise((resolveDrain) => req.once('drain', resolveDrain));
        }
        req.write('\r\n');
      }
      req.end(tail);
    },
  });
  if (uploaded.status !== 201)
    throw new Error(`upload failed: ${uploaded.status} ${JSON.stringify(uploaded.json)}`);
  const planned = performance.now();
  const id = uploaded.json.id;
  const applying = await call(service.url, {
    ...requestLine('applyRosterImport', { params: { importId: id } }),
    cookie,
  });
  if (applying.status !== 202)
    throw new Error(`apply refused: ${applying.status} ${JSON.stringify(applying.json)}`);
  let state = applying.json;
  while (state.status === 'applying') {
    await new Promise((resolveWait) => setTimeout(resolveWait, 500));
    state = (
      await call(service.url, { ...requestLine('rosterImport', { params: { importId: id } }), cookie })
    ).json;
  }
  const applied = performance.now();
  // Then until every event the apply wrote has left the outbox (what other services wait for), as
  // /healthz reports it: the service's monitor counts the backlog every 5 s.
  const appliedAt = Date.now();
  for (;;) {
    const { detail } = (await call(service.url, { path: '/healthz' })).json ?? {};
    if (detail?.outbox?.pending === 0 && Date.parse(detail.checkedAt) > appliedAt) break;
    await new Promise((resolveWait) => setTimeout(resolveWait, 1_000));
  }
  const published = performance.now();
  const seconds = (from, to) => ((to - from) / 1000).toFixed(1);
  const report = {
    students,
    store: process.env.MONGO_URL ? 'MONGO_URL' : 'in-memory (embedded)',
    uploadBytes: length,
    changes: uploaded.json.progress.total,
    uploadAndPlanSeconds: seconds(started, planned),
    applySeconds: seconds(planned, applied),
    eventsPublishedSeconds: seconds(planned, published),
    status: state.status,
    progress: state.progress,
    peakRssMiB: Math.round((process.resourceUsage().maxRSS * 1024) / MiB),
  };
  console.log(JSON.stringify(report, null, 2));
  if (state.status !== 'applied') process.exitCode = 1;
} finally {
  await service.stop();
  await rm(folder, { recursive: true, force: true });
}
