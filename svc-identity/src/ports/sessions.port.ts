import type { Role } from '@heartwise/contracts';

export interface StartedSession {
  sid: string;
  /** The signed access token for the cookie. */
  token: string;
  maxAgeSeconds: number;
}

export interface SessionAccount {
  id: string;
  role: Role;
  organizationId: string | null;
  schoolId: string | null;
}

/** Sessions live in Redis (or the embedded store); tokens name their session so revocation is instant. */
export interface SessionsPort {
  /** A session for this account; its token carries the account's role, district and school. */
  start(account: SessionAccount): Promise<StartedSession>;
  isAlive(sid: string): Promise<boolean>;
  end(sid: string): Promise<void>;
  endAllFor(userId: string): Promise<void>;
  /** How many sessions of this person are alive now. */
  countFor(userId: string): Promise<number>;
  /** How many sessions of anyone are alive now (admin figures; walks the store, not for hot paths). */
  countActive(): Promise<number>;
}
