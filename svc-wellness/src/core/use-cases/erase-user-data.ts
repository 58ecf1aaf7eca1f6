import type { PersonalData } from '../../ports/personal-data.port.js';

/**
 * A person deleted their account (or an administrator did): every record of theirs in
 * svc-wellness is erased, not kept in any form. Safe to run again: a second run finds nothing.
 */
export async function eraseUserData(deps: { personalData: PersonalData }, userId: string): Promise<number> {
  return deps.personalData.eraseAllOf(userId);
}
