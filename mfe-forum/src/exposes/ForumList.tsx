import { RemoteRoot } from '@heartwise/web-runtime';
import { YouthForumOnly } from '../youth-only/YouthForumOnly.js';
import { ForumList } from '../pages/forum-list/ForumList.js';

/** Mounted by the shell at /forum and /youth/discussions; a parent gets why it is not theirs. */
export default function ForumListRemote() {
  return (
    <RemoteRoot name="forum">
      <YouthForumOnly>
        <ForumList />
      </YouthForumOnly>
    </RemoteRoot>
  );
}
