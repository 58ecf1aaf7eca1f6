import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { AccessClaims } from '@heartwise/contracts';

/** The httpOnly cookie that carries the access token (ARCHITECTURE §5). */
export const SESSION_COOKIE = 'hw_session';

const ALGORITHM = 'RS256';
const ISSUER = 'heartwise-identity';

/** Which sessions ended before their tokens expire (a service's projection of identity.session.ended). */
export interface EndedSessionsLookup {
  /** True when the token of this session, expiring at `tokenExpiresAtMs`, must be refused. */
  refuses(sessionId: string, tokenExpiresAtMs: number): boolean;
}

export interface TokenVerifierOptions {
  /** In-memory, so refusing a revoked session costs no call to anyone (startService wires it). */
  endedSessions?: EndedSessionsLookup;
}

/** Verifies an RS256 token with the public key; every service holds this. */
export class TokenVerifier {
  // Parsed once: handed the PEM text, jsonwebtoken would parse the key again on every request.
  private readonly publicKey: KeyObject;

  constructor(
    publicKeyPem: string,
    private readonly options: TokenVerifierOptions = {},
  ) {
    this.publicKey = createPublicKey(publicKeyPem);
  }

  /** The claims, or null for anything missing, expired, forged, malformed or of a session that ended. */
  verify(token: string | undefined): AccessClaims | null {
    if (!token) return null;
    try {
      const decoded = jwt.verify(token, this.publicKey, { algorithms: [ALGORITHM], issuer: ISSUER });
      const claims = AccessClaims.safeParse(decoded);
      if (!claims.success) return null;
      const expiresAtMs =
        typeof decoded === 'object' && typeof decoded.exp === 'number' ? decoded.exp * 1000 : 0;
      if (this.options.endedSessions?.refuses(claims.data.sid, expiresAtMs)) return null;
      return claims.data;
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
