import { ActivationCodeBatch, IssueActivationCodesRequest } from '../../identity/activation.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const issueActivationCodes = {
  method: 'post',
  path: '/api/org/activation-codes',
  service: 'identity',
  auth: 'org-admin',
  body: IssueActivationCodesRequest,
  response: ActivationCodeBatch,
  status: 201,
} as const satisfies OperationCall;

export const issueActivationCodesDocs = {
  summary:
    'Fresh activation codes for everyone not yet activated in a school (or one of its classes); their earlier codes stop working',
  errors: {
    404: "the school (or class) is not one of the caller's district",
  },
} as const satisfies OperationDocs;
