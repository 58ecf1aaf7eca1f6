// First, before any module builds a zod schema: no eval under the gateway's CSP (inside the shell, the
// shell's bootstrap has done this already).
import '@heartwise/web-runtime/zod-jitless';
import { renderStandalone } from '@heartwise/web-runtime/standalone';
import { Route, Routes } from 'react-router-dom';
import ForumList from './exposes/ForumList.js';
import ThreadDetail from './exposes/ThreadDetail.js';

/** Running alone (not inside the shell): a thread at /forum/:id, the thread list anywhere else. */
function StandaloneForum() {
  return (
    <Routes>
      <Route path="/forum/:id" element={<ThreadDetail />} />
      <Route path="*" element={<ForumList />} />
    </Routes>
  );
}

renderStandalone({ scope: 'forum-standalone', page: StandaloneForum });
