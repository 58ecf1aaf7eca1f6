import type { PersonalData } from '../../ports/personal-data.port.js';
import type { FamilyDirectory } from '../../ports/family.port.js';

/**
 * A person deleted their account (or an administrator did): every record of theirs in
 * svc-wellness is erased, not kept in any form, and so are their family links and first name
 * (only a departure marker stays, so a late event cannot bring them back). Safe to run again.
 */
export async function eraseUserData(
  deps: { personalData: PersonalData; family: FamilyDirectory },
  userId: string,
  at: string,
): Promise<number> {
  await deps.family.forget(userId, at);
  return deps.personalData.eraseAllOf(userId);
}
