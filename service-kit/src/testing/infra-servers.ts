import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

/**
 * Where the real servers for `*.infra.test.ts` are. `npm test` starts them with the test profile
 * (scripts/infra/infra.sh) and they write `.infra/test/env` (HEARTWISE_INFRA_PROFILE picks another
 * profile's file); MONGO_URL, KAFKA_BROKERS and REDIS_URL in the environment win, so a developer can
 * point the suites at servers of their own.
 */
export interface InfraUrls {
  mongoUrl: string;
  kafkaBrokers: string[];
  redisUrl: string;
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The infra profile the suites use: `test` unless HEARTWISE_INFRA_PROFILE names another. */
export const infraProfile = (): string => process.env.HEARTWISE_INFRA_PROFILE ?? 'test';

export function infraUrls(): InfraUrls {
  const file = resolve(repoRoot, `.infra/${infraProfile()}/env`);
  const fromFile: Record<string, string> = {};
  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
      if (match?.[1] && match[2] !== undefined) fromFile[match[1]] = match[2];
    }
  }
  const value = (name: string): string => {
    const found = process.env[name] ?? fromFile[name];
    if (!found) {
      throw new Error(
        `${name} is not set and ${file} does not exist: start the test servers with ` +
          '`HEARTWISE_INFRA_PROFILE=test npm run infra:up` (npm test does this for you).',
      );
    }
    return found;
  };
  return {
    mongoUrl: value('MONGO_URL'),
    kafkaBrokers: value('KAFKA_BROKERS').split(','),
    redisUrl: value('REDIS_URL'),
  };
}

/** The infra script, for suites that stop and start a server (e.g. Kafka) on purpose. */
export const infraScript = resolve(repoRoot, 'scripts/infra/infra.sh');
