import type { Request } from 'express';
import { UserIdParams } from '@heartwise/contracts';
import { notFound } from '@heartwise/service-kit';
import { NOT_IN_DISTRICT } from '../core/use-cases/org-member-status.js';

/**
 * The `{userId}` of an organization admin's call about one of their people; one that cannot be an
 * id answers like anyone outside their district (404), as the contract documents.
 */
export function districtPersonId(req: Request): string {
  const parsed = UserIdParams.safeParse(req.params);
  if (!parsed.success) throw notFound(NOT_IN_DISTRICT);
  return parsed.data.userId;
}
