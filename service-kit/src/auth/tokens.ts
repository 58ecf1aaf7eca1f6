import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { AccessClaims } from '@heartwise/contracts';

/** The httpOnly cookie that carries the access token (ARCHITECTURE §5). */
export const SESSION_COOKIE = 'hw_session';

const ALGORITHM = 'RS256';
const ISSUER = 'heartwise-identity';

/** Verifies an RS256 token with the public key; every service holds this. */
export class TokenVerifier {
  // Parsed once: handed the PEM text, jsonwebtoken would parse the key again on every request.
  private readonly publicKey: KeyObject;

  constructor(publicKeyPem: string) {
    this.publicKey = createPublicKey(publicKeyPem);
  }

  /** The claims, or null for anything missing, expired, forged or malformed. */
  verify(token: string | undefined): AccessClaims | null {
    if (!token) return null;
    try {
      const decoded = jwt.verify(token, this.publicKey, { algorithms: [ALGORITHM], issuer: ISSUER });
      const claims = AccessClaims.safeParse(decoded);
      return claims.success ? claims.data : null;
    } catch {
      return null;
    }
  }
}

/** Signs tokens; only svc-identity holds the private key. */
export class TokenIssuer {
  private readonly privateKey: KeyObject;

  constructor(privateKeyPem: string) {
    this.privateKey = createPrivateKey(privateKeyPem);
  }

  issue(claims: AccessClaims, ttlSeconds: number): string {
    return jwt.sign(claims, this.privateKey, { algorithm: ALGORITHM, issuer: ISSUER, expiresIn: ttlSeconds });
  }
}
