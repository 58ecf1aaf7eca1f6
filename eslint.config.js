import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.infra/**',
      '.cache/**',
      'pacts/**',
      'test-results/**',
      'k8s/**/*.yaml',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: [
      'shell/**/*.tsx',
      'mfe-*/**/*.tsx',
      'ui-kit/**/*.tsx',
      'web-runtime/**/*.tsx',
      'shell/**/*.ts',
      'mfe-*/**/*.ts',
      'ui-kit/**/*.ts',
      'web-runtime/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The dependency rule: a service's core and ports hold its rules and its needs, so they depend
    // on nothing outward. The web, storage, messaging and caches are details that adapters/ and
    // http/ plug in behind a port; tested in scripts/src/dependency-rule.test.ts.
    files: ['svc-*/src/core/**/*.ts', 'svc-*/src/ports/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: dependencyRule() }] },
  },
  {
    // The domain kit is what the core may import, so it keeps the core's rule itself: no web,
    // database, broker, cache or pino, and nothing of the kit outside its folder but the request
    // id an event carries.
    files: ['service-kit/src/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: domainKitRule() }] },
  },
  {
    // scripts and e2e print to the terminal on purpose
    files: ['scripts/**', 'e2e/**', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    // API paths are written once, in contracts/src/api (issue 17): everything else builds a call
    // from its operation's name. The service routers serve them, and tests and their fixtures may
    // state what goes over the wire. Tested in scripts/src/api-path-rule.test.ts.
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs', '**/*.js'],
    ignores: [
      'contracts/src/**',
      'svc-*/src/http/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/test/**',
      '**/testing/**',
      'e2e/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...apiPathRule()] },
  },
);

/**
 * A call's path (`/api/forum/threads`, `${origin}/api/user`) or its label (`GET /api/user`) in a
 * string or template. The bare prefix (`'/api'`, `'/api/'`) is the gateway's and service-kit's
 * routing, not a call, and `/api/docs` is the OpenAPI document, not one of its calls.
 */
function apiPathRule() {
  const path = String.raw`\/api\/(?!docs\b)\S`;
  const label = String.raw`(?:GET|POST|PUT|PATCH|DELETE) ${path}`;
  const pathMessage =
    "Build the call from its operation in @heartwise/contracts (operationRequest / the web runtime's client): API paths are written once, in contracts/src/api.";
  const labelMessage =
    'Name the call from its operation in @heartwise/contracts (the method and path of operationsByName[name]): API paths are written once, in contracts/src/api.';
  return [
    { selector: `Literal[value=/^${path}/]`, message: pathMessage },
    { selector: `TemplateElement[value.raw=/^${path}/]`, message: pathMessage },
    { selector: `Literal[value=/^${label}/]`, message: labelMessage },
    { selector: `TemplateElement[value.raw=/^${label}/]`, message: labelMessage },
  ];
}

/** Libraries the core and ports may not import, each with why and where it belongs instead. */
function outwardLibraries() {
  const libraries = [
    {
      names: ['express', 'busboy', 'pino-http', 'cookie'],
      message:
        'The core must not depend on the web: take plain values and return results or domain errors; src/http/ turns requests into calls and answers into status codes.',
    },
    {
      names: ['mongoose', 'mongodb'],
      message:
        'The core must not depend on the database: declare what it needs as a repository port in src/ports/ and implement it in src/adapters/.',
    },
    {
      names: ['kafkajs'],
      message:
        'The core must not depend on the message broker: return the events to publish (the outbox writes them with the change); the kit relays them.',
    },
    {
      names: ['ioredis'],
      message:
        'The core must not depend on Redis: put sessions, throttles and locks behind a port in src/ports/ and implement it in src/adapters/.',
    },
    {
      names: ['prom-client'],
      message: 'The core must not depend on metrics: they are counted at the edge, by the kit and src/http/.',
    },
    {
      names: ['pino'],
      message:
        "The core must not depend on the logging library: take a `Logger` (the type in '@heartwise/service-kit/domain'); the service passes its pino logger in.",
    },
  ];
  return libraries.map(({ names, message }) => ({
    regex: `^(${names.join('|')})(/.*)?$`,
    caseSensitive: true,
    message,
  }));
}

/** What the core and ports may not import: outward libraries, their own outer layers, the kit's. */
function dependencyRule() {
  return [
    ...outwardLibraries(),
    {
      // relative paths into the service's own outer layers, however deep the importer sits
      // (paths into service-kit get the next pattern's message instead)
      regex: '^\\.\\.?/(?!(.*/)?service-kit/)(.*/)?(adapters|http)(/|$)',
      caseSensitive: true,
      message:
        'The core and ports must not depend on adapters or HTTP code: the dependency points inward. Declare the need as a port in src/ports/ and let the adapter implement it.',
    },
    {
      // the barrel and every other subpath carry express, mongoose and kafkajs (issue 17, Deliver 3)
      regex: '^(@heartwise/service-kit(/(?!domain$).*)?|(.*/)?service-kit/(src|dist)(/.*)?)$',
      caseSensitive: true,
      message:
        "Import the domain kit '@heartwise/service-kit/domain' (domain errors, events, calendar, communities): the kit's barrel, HTTP, adapters, runtime and test helpers are not for the core, and status codes belong to src/http/.",
    },
  ];
}

/** What the domain kit may not import: what the core may not, and the rest of the kit. */
function domainKitRule() {
  return [
    ...outwardLibraries(),
    {
      regex: '^\\.\\./(?!logging/request-context\\.js$)',
      caseSensitive: true,
      message:
        "The domain kit imports only its own files (and logging/request-context.js for an event's request id): the core imports it, so it cannot lean on the kit's HTTP, adapters or runtime.",
    },
  ];
}
