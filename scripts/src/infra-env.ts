import { execFileSync } from 'node:child_process';
import { fromRoot } from './paths.js';

export interface InfraEnv {
  MONGO_URL: string;
  KAFKA_BROKERS: string;
  REDIS_URL: string;
}

/**
 * Brings the real servers up with scripts/infra/infra.sh (idempotent; servers named in the
 * environment are used as they are) and reads the connection lines it prints.
 */
export type InfraProfile = 'dev' | 'test' | 'test2' | 'test3' | 'bench' | 'chaos';

export function infraUp(profile: InfraProfile): InfraEnv {
  const output = execFileSync('bash', [fromRoot('scripts/infra/infra.sh'), 'up'], {
    env: { ...process.env, HEARTWISE_INFRA_PROFILE: profile },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  process.stdout.write(output);
  const values: Record<string, string> = {};
  for (const line of output.split('\n')) {
    const match = /^(MONGO_URL|KAFKA_BROKERS|REDIS_URL)=(\S+)$/.exec(line.trim());
    if (match?.[1] && match[2]) values[match[1]] = match[2];
  }
  const { MONGO_URL, KAFKA_BROKERS, REDIS_URL } = values;
  if (!MONGO_URL || !KAFKA_BROKERS || !REDIS_URL)
    throw new Error('infra.sh up did not print MONGO_URL, KAFKA_BROKERS and REDIS_URL');
  return { MONGO_URL, KAFKA_BROKERS, REDIS_URL };
}
