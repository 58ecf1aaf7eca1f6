import type { EventEnvelope } from '@heartwise/contracts';
import type { UserRecord } from '../core/user.record.js';

export class UsernameTakenError extends Error {}
export class EmailTakenError extends Error {}

export interface UserRepository {
  /** Throws EmailTakenError or UsernameTakenError when either is in use. */
  create(user: UserRecord, events: EventEnvelope[]): Promise<UserRecord>;
  findById(id: string): Promise<UserRecord | null>;
  findByUsername(username: string): Promise<UserRecord | null>;
  findByEmail(email: string): Promise<UserRecord | null>;
  touchLastActive(id: string, at: string): Promise<void>;
}
