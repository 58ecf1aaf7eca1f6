import type { GuidelinesConsent } from '@heartwise/contracts';
import type { ConsentRepository } from '../../ports/consent.repository.port.js';

/** Whether the caller has agreed to the Community Guidelines (the UI asks the first time they join). */
export async function guidelinesConsent(
  deps: { consents: ConsentRepository },
  userId: string,
): Promise<GuidelinesConsent> {
  const acceptedAt = await deps.consents.acceptedAt(userId);
  return { accepted: acceptedAt !== null, acceptedAt };
}

/** Records the agreement; agreeing again keeps the first date. */
export async function acceptGuidelines(
  deps: { consents: ConsentRepository; now: () => Date },
  userId: string,
): Promise<GuidelinesConsent> {
  const acceptedAt = await deps.consents.accept(userId, deps.now().toISOString());
  return { accepted: true, acceptedAt };
}
