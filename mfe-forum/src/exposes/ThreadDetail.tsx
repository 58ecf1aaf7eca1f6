import { RemoteRoot } from '@heartwise/web-runtime';
import { YouthForumOnly } from '../youth-only/YouthForumOnly.js';
import { ThreadDetail } from '../pages/thread-detail/ThreadDetail.js';

/** Mounted by the shell at /forum/:id. */
export default function ThreadDetailRemote() {
  return (
    <RemoteRoot name="forum">
      <YouthForumOnly>
        <ThreadDetail />
      </YouthForumOnly>
    </RemoteRoot>
  );
}
