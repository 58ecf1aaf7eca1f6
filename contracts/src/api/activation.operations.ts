import type { Operation } from './operation.js';
import { issueActivationCodes, issueActivationCodesDocs } from './activation/issueActivationCodes.js';
import { resendActivationCode, resendActivationCodeDocs } from './activation/resendActivationCode.js';
import { activate, activateDocs } from './activation/activate.js';

// Each call is its own module, so a front end bundles only the calls it makes: see operations.ts.
export { issueActivationCodes, resendActivationCode, activate };

/**
 * Activation codes (issue 16), owned by svc-identity. An organization admin issues them for their
 * own district's people who have not activated yet; the person activates on /auth.
 */
export const activationOperations = {
  issueActivationCodes: { ...issueActivationCodes, ...issueActivationCodesDocs },
  resendActivationCode: { ...resendActivationCode, ...resendActivationCodeDocs },
  activate: { ...activate, ...activateDocs },
} as const satisfies Record<string, Operation>;
