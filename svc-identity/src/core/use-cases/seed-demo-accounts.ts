import type { UserRepository } from '../../ports/user.repository.port.js';
import { createAccount, type NewAccount } from './create-account.js';

/** The demo accounts of the embedded mode (issue: foundation), one per role. */
export const demoAccounts: (Omit<NewAccount, 'password'> & { username: string })[] = [
  {
    username: 'demo-youth',
    email: 'demo-youth@heartwise.local',
    firstName: 'Sam',
    lastName: 'Rivera',
    role: 'youth',
  },
  {
    username: 'demo-parent',
    email: 'demo-parent@heartwise.local',
    firstName: 'Jordan',
    lastName: 'Rivera',
    role: 'parent',
  },
  {
    username: 'demo-moderator',
    email: 'moderator@heartwise.local',
    firstName: 'Morgan',
    lastName: 'Lee',
    role: 'moderator',
  },
  {
    username: 'demo-admin',
    email: 'admin@heartwise.local',
    firstName: 'Alex',
    lastName: 'Chen',
    role: 'admin',
  },
];

/** Creates whichever demo accounts are missing; safe to run at every start. */
export async function seedDemoAccounts(
  deps: { users: UserRepository; now: () => Date },
  password: string,
): Promise<void> {
  for (const account of demoAccounts) {
    if (await deps.users.findByUsername(account.username)) continue;
    await createAccount(deps, { ...account, password }, { checkStrength: false });
  }
}
