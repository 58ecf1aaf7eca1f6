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

  it("stops a use case importing service-kit's barrel, and points it at the domain kit", async () => {
    const findings = await dependencyFindings(
      useCase,
      "import { notFound as value } from '@heartwise/service-kit';",
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toContain("Import the domain kit '@heartwise/service-kit/domain'");
    expect(findings[0]).toContain('status codes belong to src/http/');
  });

  it("stops the core and ports reaching into service-kit's other entries, adapters or HTTP internals", async () => {
    for (const [file, path] of [
      [useCase, '@heartwise/service-kit/testing'],
      [useCase, '@heartwise/service-kit/domain/domain-error.js'],
      [useCase, '@heartwise/service-kit/src/adapters/mongo/document-store.mongo.js'],
      [useCase, '../../../../service-kit/src/http/errors.js'],
      [port, '@heartwise/service-kit'],
    ] as const) {
      const findings = await dependencyFindings(file, `import { value } from '${path}';`);
      expect(findings).toEqual([
        expect.stringContaining("Import the domain kit '@heartwise/service-kit/domain'"),
      ]);
    }
  });

  it("stops the core importing pino: it logs through the domain kit's Logger type", async () => {
    const findings = await dependencyFindings(useCase, "import type { Logger as value } from 'pino';");
    expect(findings).toEqual([
      expect.stringContaining("a `Logger` (the type in '@heartwise/service-kit/domain')"),
    ]);
  });

  it('lets the core and ports use contracts, zod, their ports and the domain kit', async () => {
    for (const path of [
      '@heartwise/contracts',
      'zod',
      '../../ports/thread.repository.port.js',
      '@heartwise/service-kit/domain',
    ]) {
      expect(await dependencyFindings(useCase, `import { value } from '${path}';`)).toEqual([]);
    }
    const findings = await dependencyFindings(
      port,
      "import type { CommunityView as value } from '@heartwise/service-kit/domain';",
    );
    expect(findings).toEqual([]);
  });

  it('holds the domain kit to the same rule: no web, database or broker, nothing of the kit outside it', async () => {
    const domainFile = 'service-kit/src/domain/example.ts';
    for (const path of [
      'express',
      'mongoose',
      'kafkajs',
      'ioredis',
      'pino',
      '../http/http-error.js',
      '../adapters/x.js',
    ]) {
      expect(await dependencyFindings(domainFile, `import { value } from '${path}';`)).toHaveLength(1);
    }
    for (const path of [
      '@heartwise/contracts',
      'zod',
      './domain-error.js',
      '../logging/request-context.js',
    ]) {
      expect(await dependencyFindings(domainFile, `import { value } from '${path}';`)).toEqual([]);
    }
  });

  it('lets an adapter import mongoose: that is where the database belongs', async () => {
    expect(await dependencyFindings(adapter, "import { model as value } from 'mongoose';")).toEqual([]);
  });
});
