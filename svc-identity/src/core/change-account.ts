import type { EventEnvelope } from '@heartwise/contracts';
import { conflict } from '@heartwise/service-kit/domain';
import type { UserChanges, UserRepository } from '../ports/user.repository.port.js';
import type { UserRecord } from './user.record.js';

export interface AccountChange {
  changes: UserChanges;
  /** Events this change causes, written with it (the outbox rides on the user document). */
  events: EventEnvelope[];
}

/** What to change, given the account as it is now and the time the change will carry; null: nothing. */
export type DecideChange = (
  record: UserRecord,
  at: string,
) => AccountChange | null | Promise<AccountChange | null>;

const ATTEMPTS = 5;

/**
 * Read, decide, write only if nobody wrote in between (no transactions on FerretDB): the events
 * then always describe the state that was stored. Someone did write: read and decide again.
 * Returns the account as stored afterwards, or null when there is no such account.
 */
export async function changeAccount(
  users: UserRepository,
  id: string,
  now: () => Date,
  decide: DecideChange,
): Promise<UserRecord | null> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const record = await users.findById(id);
    if (!record) return null;
    const at = laterThan(record.updatedAt, now());
    const change = await decide(record, at);
    if (!change) return record;
    const stored = await users.updateIfUnchanged(
      id,
      record.updatedAt,
      { ...change.changes, updatedAt: at },
      change.events,
    );
    if (stored) return stored;
  }
  throw conflict('This account was being changed by someone else at the same moment. Please try again.');
}

/** Now, but always after `previous`: `updatedAt` is the guard, so it must move on every change. */
function laterThan(previous: string, now: Date): string {
  const floor = Date.parse(previous) + 1;
  return new Date(Math.max(now.getTime(), floor)).toISOString();
}
