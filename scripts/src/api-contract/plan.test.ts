import { describe, expect, it } from '@jest/globals';
import { operations } from '@heartwise/contracts';
import { BEYOND_SCHEMA, contractRuns, SESSION_ENDING } from './plan.js';
import { configOf } from './schemathesis.js';

const label = (operation: { method: string; path: string }) =>
  `${operation.method.toUpperCase()} ${operation.path}`;

describe('the API contract runs', () => {
  const runs = contractRuns();

  it('make every call of the contracts, each as a caller its role lets in', () => {
    const made = new Set(runs.flatMap((run) => run.operations));
    expect(operations.map(label).filter((call) => !made.has(call))).toEqual([]);
    for (const run of runs.filter(
      (candidate) => candidate.caller === 'moderator' || candidate.caller === 'admin',
    )) {
      const calls = operations.filter((operation) => run.operations.includes(label(operation)));
      expect(calls.every((operation) => operation.auth === run.caller)).toBe(true);
    }
  });

  it('make the calls that end a session alone, each with a throwaway youth, never with a demo account', () => {
    for (const call of SESSION_ENDING) {
      const runsMaking = runs.filter((run) => run.operations.includes(call));
      expect(runsMaking.map((run) => [run.caller, run.operations])).toEqual([['throwaway', [call]]]);
    }
  });

  it('leave the admin, who can change roles and delete accounts, for last', () => {
    expect(runs.at(-1)?.caller).toBe('admin');
  });

  it('only name calls of the contracts as ones a rule beyond JSON Schema may refuse', () => {
    const known = new Set(operations.map(label));
    expect(BEYOND_SCHEMA.filter((call) => !known.has(call))).toEqual([]);
  });

  it("configure Schemathesis with the run's session, its portal's headers and a fixed seed", () => {
    const config = configOf({
      name: 'moderator',
      url: 'http://127.0.0.1:41234',
      session: { token: 'eyJ.token', host: 'mod.localhost:41234', origin: 'http://mod.localhost:41234' },
      operations: ['GET /api/admin/moderation'],
      beyondSchema: ['POST /api/login'],
      maxExamples: 25,
      seed: 7,
      dir: '/tmp/nowhere',
    });
    expect(config).toContain('seed = 7');
    expect(config).toContain(
      'headers = { Host = "mod.localhost:41234", Origin = "http://mod.localhost:41234" }',
    );
    expect(config).toContain('[auth.openapi.session]\napi_key = "eyJ.token"');
    expect(config).toContain('include-method = "POST"\ninclude-path = "/api/login"');
    expect(config).toContain('max-examples = 25');
  });
});
