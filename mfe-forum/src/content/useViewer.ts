import { useCurrentUser } from '@heartwise/web-runtime';
import { useStanding, type Standing } from '../standing/useStanding.js';
import type { Viewer } from './PostActions.js';

/** Who reads the forum's pages: staff or not (from the signed-in user), and their standing. */
export function useViewer(): Viewer & { standing: Standing } {
  const { data: user } = useCurrentUser();
  const standing = useStanding();
  return {
    staff: user?.role === 'moderator' || user?.role === 'admin',
    muted: standing.muted,
    standing,
  };
}
