import { generateKeyPairSync } from 'node:crypto';

/** A fresh RS256 key pair for tests (the local modes keep theirs in .infra/keys). */
export function testJwtKeys(): { privateKey: string; publicKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/** Environment for a service under test: loopback, a free port, embedded adapters, quiet logs. */
export function testServiceEnv(publicKey: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', JWT_PUBLIC_KEY: publicKey, ...extra };
}
