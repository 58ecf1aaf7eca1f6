import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';
import { fromRoot, repoRoot } from './paths.js';

// The API path rule as eslint.config.js states it (issue 17): a path of the API is written once, in
// contracts/src/api; the front ends and the tools build each call from its operation, while the
// service routers and tests may write paths. Linted as if the code sat at the given path, with the
// repository's own config.
const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: fromRoot('eslint.config.js') });

/** What the rule says about `code` placed at `filePath` (other rules' findings are left out). */
async function pathFindings(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const frontEnd = 'mfe-forum/src/api/x.ts';
const tool = 'scripts/src/chaos/x.ts';

const pathLiteral = "export const path = '/api/forum/threads';";
const pathTemplate = 'export const path = (id: string) => `/api/forum/threads/${id}/report`;';

describe('the API path rule', () => {
  it('stops a front end writing a path, and points it at the operation in contracts', async () => {
    const findings = await pathFindings(frontEnd, pathLiteral);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toContain('Build the call from its operation in @heartwise/contracts');
    expect(findings[0]).toContain('API paths are written once, in contracts/src/api.');
  });

  it('stops a tool writing a path, however it spells it: a string, a template, after an origin', async () => {
    for (const code of [
      pathLiteral,
      pathTemplate,
      'export const url = (gateway: string) => `${gateway}/api/register`;',
    ]) {
      expect(await pathFindings(tool, code)).toEqual([
        expect.stringContaining('Build the call from its operation'),
      ]);
    }
  });

  it('stops a path in a plain script and in a link of a page too', async () => {
    expect(await pathFindings('scripts/bin/x.mjs', "export const path = '/api/login';")).toHaveLength(1);
    expect(
      await pathFindings('shell/src/pages/x.tsx', 'export const a = <a href="/api/login">Sign in</a>;'),
    ).toHaveLength(1);
  });

  it('stops a call named by its method and path, and says to name it from its operation', async () => {
    for (const code of [
      "export const name = 'GET /api/habits';",
      'export const name = (n: number) => `PATCH /api/habits/{id}/complete, ${n} times`;',
    ]) {
      expect(await pathFindings(tool, code)).toEqual([
        expect.stringContaining('Name the call from its operation in @heartwise/contracts'),
      ]);
    }
  });

  it('lets the bare /api prefix and the OpenAPI document through: they are not calls', async () => {
    const code = [
      "export const prefix = ['/api', '/api/'];",
      'export const docs = (url: string) => `${url}/api/docs`;',
      "export const api = 'api/forum';",
    ].join('\n');
    expect(await pathFindings('gateway/src/x.ts', code)).toEqual([]);
    expect(await pathFindings(tool, code)).toEqual([]);
  });

  it('lets contracts declare the paths, the service routers serve them, and tests state them', async () => {
    for (const file of [
      'contracts/src/api/x.ts',
      'svc-forum/src/http/x.routes.ts',
      'mfe-forum/src/api/x.test.ts',
      'mfe-forum/src/pages/x.test.tsx',
      'svc-forum/test/x.ts',
      'mfe-forum/src/testing/x.ts',
      'e2e/x.ts',
    ]) {
      expect(await pathFindings(file, `${pathLiteral}\n${pathTemplate}`)).toEqual([]);
    }
  });
});
