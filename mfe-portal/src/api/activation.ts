import type { IssueActivationCodesRequest } from '@heartwise/contracts';
import { ActivationCodeBatch } from '@heartwise/contracts';
import { apiRequest, sendJson } from '@heartwise/web-runtime';

/** POST /api/org/activation-codes: fresh codes for everyone not yet activated there; earlier ones stop working. */
export const issueActivationCodes = (body: IssueActivationCodesRequest): Promise<ActivationCodeBatch> =>
  sendJson('POST', '/api/org/activation-codes', body, ActivationCodeBatch);

/** POST /api/org/people/{userId}/activation-code, no body: one person's fresh code ("resend activation"). */
export async function resendActivation(userId: string): Promise<ActivationCodeBatch> {
  const response = await apiRequest('POST', `/api/org/people/${encodeURIComponent(userId)}/activation-code`);
  return ActivationCodeBatch.parse(await response.json());
}
