import { createHmac, randomInt } from 'node:crypto';
import { ACTIVATION_CODE_ALPHABET, ACTIVATION_CODE_LENGTH } from '@heartwise/contracts';

/**
 * A new activation code in its normal form (twelve symbols, printed with dashes by
 * `formatActivationCode`): each drawn from the operating system's CSPRNG (randomInt has no modulo
 * bias), 60 random bits.
 */
export function newActivationCode(): string {
  let code = '';
  for (let index = 0; index < ACTIVATION_CODE_LENGTH; index += 1)
    code += ACTIVATION_CODE_ALPHABET[randomInt(ACTIVATION_CODE_ALPHABET.length)];
  return code;
}

/**
 * What is stored of a code, and the id it is looked up by: HMAC-SHA-256 of its normalised form
 * under a server secret. Keyed rather than a plain SHA-256 because 60 bits are few enough to try
 * them all offline against a leaked table of unkeyed hashes (a batch of thousands of codes makes any
 * one of them faster still); without the secret, a copy of the database gives no code away.
 */
export function activationCodeKey(secret: Buffer, normalizedCode: string): string {
  return createHmac('sha256', secret).update(normalizedCode).digest('base64url');
}
