import { createHmac } from 'node:crypto';
import type { IdentityConfig } from './config.js';

/**
 * Activation codes' settings (issue 16) from the configuration. Without a secret of its own, the
 * codes' HMAC key is derived from the signing key: every replica shares it, and it is as secret.
 */
export function activationSettings(config: IdentityConfig): { codeSecret: Buffer; codeDays: number } {
  const codeSecret = config.ACTIVATION_CODE_SECRET
    ? Buffer.from(config.ACTIVATION_CODE_SECRET)
    : createHmac('sha256', config.JWT_PRIVATE_KEY).update('heartwise activation codes').digest();
  return { codeSecret, codeDays: config.ACTIVATION_CODE_DAYS };
}
