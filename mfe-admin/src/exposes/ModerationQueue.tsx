import { RemoteRoot } from '@heartwise/web-runtime';
import { ModerationQueue } from '../pages/moderation-queue/ModerationQueue.js';

/** Mounted by the shell at /admin/moderation and /moderator/review. */
export default function ModerationQueueRemote() {
  return (
    <RemoteRoot name="admin">
      <ModerationQueue />
    </RemoteRoot>
  );
}
