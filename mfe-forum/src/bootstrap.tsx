// First, before any module builds a zod schema: no eval under the gateway's CSP (inside the shell, the
// shell's bootstrap has done this already).
import '@heartwise/ui-kit/zod-jitless';
import { renderStandalone } from '@heartwise/ui-kit/standalone';
import ForumList from './exposes/ForumList.js';

// Running alone (not inside the shell): the thread list at any path.
renderStandalone({ scope: 'forum-standalone', page: ForumList });
