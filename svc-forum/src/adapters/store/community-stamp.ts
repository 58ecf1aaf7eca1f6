import { z } from 'zod';
import { Id, type CommunityKey } from '@heartwise/contracts';
import { stampsSeenBy, type CommunityView } from '@heartwise/service-kit';

/** A stored community key: 'public', 'district:<id>' or 'school:<id>'. */
const CommunityKeySchema = z.custom<CommunityKey>(
  (value) => typeof value === 'string' && /^(public|(district|school):.+)$/.test(value),
  'a community key',
);

/** The stamp's fields on a stored thread or reply; absent on content written before districts. */
export const storedStamp = {
  community: CommunityKeySchema.optional(),
  organizationId: Id.nullable().optional(),
};

/**
 * The storage filter for the communities a view sees. Public content is found by
 * `organizationId: null`, which also matches content stored before districts (no field at all),
 * on MongoDB, FerretDB and the embedded store alike.
 */
export function audienceFilter(view: CommunityView): {
  organizationId?: string | null;
  community?: { $in: CommunityKey[] };
} {
  if (view.kind === 'every') return {};
  if (view.kind === 'district') return { organizationId: view.organizationId };
  if (!view.organizationId) return { organizationId: null };
  return { organizationId: view.organizationId, community: { $in: stampsSeenBy(view) } };
}

/** Whether stored content is in the communities a view sees: `audienceFilter`, checked in code. */
export function inAudience(
  content: { community?: CommunityKey; organizationId?: string | null },
  view: CommunityView,
): boolean {
  const organizationId = content.organizationId ?? null;
  if (view.kind === 'every') return true;
  if (view.kind === 'district') return organizationId === view.organizationId;
  if (!view.organizationId) return organizationId === null;
  return (
    organizationId === view.organizationId &&
    content.community !== undefined &&
    stampsSeenBy(view).includes(content.community)
  );
}
