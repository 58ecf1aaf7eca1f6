import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';
import { fromRoot, repoRoot } from './paths.js';

// The dependency rule as eslint.config.js states it (issue 17): a service's core and ports import
// nothing outward — no web, database, broker or cache library, no adapter, no HTTP code — while its
// adapters may. Linted as if the code sat at the given path, with the repository's own config.
const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: fromRoot('eslint.config.js') });

/** What the rule says about `code` placed at `filePath` (other rules' findings are left out). */
async function dependencyFindings(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const useCase = 'svc-forum/src/core/use-cases/example.ts';
const port = 'svc-forum/src/ports/example.port.ts';
const adapter = 'svc-forum/src/adapters/store/example.mongo.ts';

describe('the dependency rule', () => {
  it('stops a use case importing mongoose, and says to put the database behind a port', async () => {
    const findings = await dependencyFindings(useCase, "import { model as value } from 'mongoose';");
    expect(findings).toHaveLength(1);
    expect(findings[0]).toContain('The core must not depend on the database');
    expect(findings[0]).toContain('repository port in src/ports/');
  });

  it('stops a use case reaching into its own adapters or HTTP layer, however it spells the path', async () => {
    for (const path of ['../../adapters/store/x.js', '../../http/routes.js', '../../adapters']) {
      const findings = await dependencyFindings(useCase, `import { value } from '${path}';`);
      expect(findings).toEqual([expect.stringContaining('must not depend on adapters or HTTP code')]);
    }
  });

  it('stops a port importing express, even for its types', async () => {
    const findings = await dependencyFindings(port, "import type { Request as value } from 'express';");
    expect(findings).toEqual([expect.stringContaining('The core must not depend on the web')]);
  });

  it('stops the core importing the broker, Redis, or a library subpath', async () => {
    for (const library of ['kafkajs', 'ioredis', 'mongodb', 'busboy', 'express/lib/router']) {
      const findings = await dependencyFindings(useCase, `import { value } from '${library}';`);
      expect(findings).toHaveLength(1);
    }
  });

  it("stops the core reaching past service-kit's barrel into its adapters or HTTP internals", async () => {
    for (const path of [
      '@heartwise/service-kit/src/adapters/mongo/document-store.mongo.js',
      '../../../../service-kit/src/http/errors.js',
    ]) {
      const findings = await dependencyFindings(useCase, `import { value } from '${path}';`);
      expect(findings).toEqual([expect.stringContaining("through its barrel '@heartwise/service-kit'")]);
    }
  });

  it('lets the core use contracts, zod, its ports and (for now) the service-kit barrel', async () => {
    for (const path of [
      '@heartwise/contracts',
      'zod',
      '../../ports/thread.repository.port.js',
      '@heartwise/service-kit',
    ]) {
      expect(await dependencyFindings(useCase, `import { value } from '${path}';`)).toEqual([]);
    }
  });

  it('lets an adapter import mongoose: that is where the database belongs', async () => {
    expect(await dependencyFindings(adapter, "import { model as value } from 'mongoose';")).toEqual([]);
  });
});
