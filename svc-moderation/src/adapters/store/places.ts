import { membershipsCollection, type DocumentStore } from '@heartwise/service-kit';
import { PUBLIC_PLACE, type Places } from '../../ports/places.port.js';

/**
 * Reads service-kit's membership projection (`Memberships` keeps it, from the same collection),
 * by `_id`. Read here rather than through `Memberships.membershipOf` because the figures need the
 * author's role as well, which that call does not return.
 */
export function placesOf(store: DocumentStore): Places {
  const memberships = store.collection(membershipsCollection);
  return {
    async placeOf(userId) {
      const stored = await memberships.findById(userId);
      if (!stored) return PUBLIC_PLACE;
      return { organizationId: stored.organizationId, schoolId: stored.schoolId, role: stored.role };
    },
  };
}
