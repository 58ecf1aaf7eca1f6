import type { GuidelinesConsent } from '@heartwise/contracts';
import type { ConsentRepository } from '../../ports/consent.repository.port.js';
import type { ForumCaller } from '../forum-caller.js';
import { ensureMayUseForum, type AccessDeps } from '../standing/restriction.js';

/** Whether the caller has agreed to the Community Guidelines (the UI asks the first time they join). */
export async function guidelinesConsent(
  deps: { consents: ConsentRepository },
  userId: string,
): Promise<GuidelinesConsent> {
  const acceptedAt = await deps.consents.acceptedAt(userId);
  return { accepted: acceptedAt !== null, acceptedAt };
}

/** Records the agreement; agreeing again keeps the first date (not while suspended). */
export async function acceptGuidelines(
  deps: AccessDeps & { consents: ConsentRepository },
  caller: ForumCaller,
): Promise<GuidelinesConsent> {
  await ensureMayUseForum(deps, caller);
  const acceptedAt = await deps.consents.accept(caller.sub, deps.now().toISOString());
  return { accepted: true, acceptedAt };
}
