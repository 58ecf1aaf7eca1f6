import { RemoteRoot } from '@heartwise/web-runtime';
import { ForumList } from '../pages/forum-list/ForumList.js';

/** Mounted by the shell at /forum and /youth/discussions. */
export default function ForumListRemote() {
  return (
    <RemoteRoot name="forum">
      <ForumList />
    </RemoteRoot>
  );
}
