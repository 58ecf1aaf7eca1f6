import { UserUpdated, type UpdateProfileRequest, type User } from '@heartwise/contracts';
import { newEvent, unauthenticated } from '@heartwise/service-kit/domain';
import type { UserChanges, UserRepository } from '../../ports/user.repository.port.js';
import { changeAccount } from '../change-account.js';
import { toProfile, toPublicUser } from '../user.record.js';

/**
 * A person renames themselves, or chooses whose helplines they see (issue 19). Other services hear
 * of a new name (identity.user.updated) with the write; the country travels with each call instead.
 */
export async function updateProfile(
  deps: { users: UserRepository; now: () => Date },
  userId: string,
  request: UpdateProfileRequest,
): Promise<User> {
  const stored = await changeAccount(deps.users, userId, deps.now, (record) => {
    const changes: UserChanges = {};
    if (request.firstName !== undefined && request.firstName !== record.firstName)
      changes.firstName = request.firstName;
    if (request.lastName !== undefined && request.lastName !== record.lastName)
      changes.lastName = request.lastName;
    const renamed = Object.keys(changes).length > 0;
    if (request.helplineCountry !== undefined && request.helplineCountry !== (record.helplineCountry ?? null))
      changes.helplineCountry = request.helplineCountry;
    if (Object.keys(changes).length === 0) return null;
    return { changes, events: renamed ? [newEvent(UserUpdated, toProfile({ ...record, ...changes }))] : [] };
  });
  if (!stored) throw unauthenticated(); // the account went while they were signed in
  return toPublicUser(stored);
}
