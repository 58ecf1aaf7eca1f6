// One jest config, six projects: `unit` (pure and component tests on embedded adapters),
// `web` (React in jsdom), `api` (Schemathesis against the embedded default), `infra` (conformance
// suites against real servers), `pact`, and `e2e` (Chromium against start:stack;
// scripts/bin/e2e.mjs starts the stack first).
// ESM TypeScript through @swc/jest, as PITFALLS.md describes.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

const packages =
  'contracts|service-kit|ui-kit|web-runtime|gateway|svc-identity|svc-wellness|svc-forum|svc-moderation|shell|mfe-wellness|mfe-forum|mfe-admin|mfe-portal|scripts';

const shared = {
  rootDir: '.',
  transform: { '^.+\\.(t|j)sx?$': swc },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    [`^@heartwise/(${packages})$`]: '<rootDir>/$1/src/index.ts',
    [`^@heartwise/(${packages})/testing$`]: '<rootDir>/$1/src/testing/index.ts',
    '^@heartwise/service-kit/domain$': '<rootDir>/service-kit/src/domain/index.ts',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.infra/'],
};

export default {
  // Consumer pacts run before everything else so providers verify the files they wrote.
  testSequencer: '<rootDir>/scripts/jest/pact-sequencer.mjs',
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/*/{src,test}/**/*.test.ts'],
      testPathIgnorePatterns: [
        ...shared.testPathIgnorePatterns,
        '\\.infra\\.test\\.ts$',
        '\\.pact\\.test\\.ts$',
        '\\.schemathesis\\.test\\.ts$',
      ],
    },
    {
      ...shared,
      displayName: 'web',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/web-runtime/test/jsdom-setup.ts'],
      testMatch: ['<rootDir>/*/{src,test}/**/*.test.tsx'],
    },
    {
      ...shared,
      displayName: 'infra',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/*/{src,test}/**/*.infra.test.ts'],
    },
    {
      // Schemathesis against the embedded default, from dist (scripts/src/api-contract): no real
      // servers, but a few minutes of one process and a Python one, so in band and on its own.
      ...shared,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/*/{src,test}/**/*.schemathesis.test.ts'],
    },
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/tests/**/*.e2e.test.ts'],
    },
    {
      ...shared,
      displayName: 'pact',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/*/{src,test}/**/*.pact.test.ts'],
    },
  ],
};
