import { ModeratorMessages } from './ModeratorMessages.js';
import { RestrictionNotice } from './RestrictionNotice.js';
import type { Standing } from './useStanding.js';

/** At the top of the forum's pages: the member's mute or suspension, and the moderators' messages. */
export function StandingPanel({ standing }: { standing: Standing }) {
  return (
    <>
      {standing.restriction ? <RestrictionNotice restriction={standing.restriction} /> : null}
      <ModeratorMessages notices={standing.unread} />
    </>
  );
}
