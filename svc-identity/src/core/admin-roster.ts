import { conflict } from '@heartwise/service-kit/domain';
import { LockBusyError, type Lock } from '../ports/lock.port.js';
import type { UserRepository } from '../ports/user.repository.port.js';
import type { SessionsPort } from '../ports/sessions.port.js';
import type { UserRecord } from './user.record.js';

/** What an administrator's changes to other people's accounts need. */
export interface AdminDeps {
  users: UserRepository;
  sessions: SessionsPort;
  /** Held while roles change or accounts go, so two admins can never remove the last admin together. */
  adminRoster: Lock;
  now: () => Date;
}

export const ACCOUNT_NOT_FOUND = "We couldn't find that account. It may have been deleted already.";

/** Runs `work` alone among role changes and deletions, on every instance of the service. */
export async function alone<R>(deps: AdminDeps, work: () => Promise<R>): Promise<R> {
  try {
    return await deps.adminRoster.holding(work);
  } catch (error) {
    if (error instanceof LockBusyError) {
      throw conflict('Someone else is changing accounts right now. Please try again in a moment.');
    }
    throw error;
  }
}

/** Throws when `record` is the only administrator left (the platform must always have one). */
export async function assertNotLastAdmin(deps: AdminDeps, record: UserRecord, action: string): Promise<void> {
  if (record.role !== 'admin' || (await deps.users.countByRole('admin')) > 1) return;
  const name = [record.firstName, record.lastName].filter(Boolean).join(' ') || record.username;
  throw conflict(
    `${name} is the last administrator, so they can't be ${action}. Make someone else an administrator first.`,
  );
}
