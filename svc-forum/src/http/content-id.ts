import type { Request } from 'express';
import { ThreadIdParams } from '@heartwise/contracts';
import { notFound } from '@heartwise/service-kit';

/**
 * The `{id}` of the path (a thread, reply, block or notice); one that cannot be an id answers like
 * anything missing (404).
 */
export function contentId(req: Request, notFoundMessage: string): string {
  const parsed = ThreadIdParams.safeParse(req.params);
  if (!parsed.success) throw notFound(notFoundMessage);
  return parsed.data.id;
}
