import type { ActivationCodeBatch, IssueActivationCodesRequest } from '@heartwise/contracts';
import { issueActivationCodes as issueActivationCodesCall, resendActivationCode } from '@heartwise/contracts';
import { callApi } from '@heartwise/web-runtime';

/** POST /api/org/activation-codes: fresh codes for everyone not yet activated there; earlier ones stop working. */
export const issueActivationCodes = (body: IssueActivationCodesRequest): Promise<ActivationCodeBatch> =>
  callApi(issueActivationCodesCall, { body });

/** POST /api/org/people/{userId}/activation-code (`resendActivationCode`), no body: one person's fresh code ("resend activation"). */
export const resendActivation = (userId: string): Promise<ActivationCodeBatch> =>
  callApi(resendActivationCode, { params: { userId } });
