import { renderStandalone } from '@heartwise/ui-kit/standalone';
import ForumList from './exposes/ForumList.js';

// Running alone (not inside the shell): the thread list at any path.
renderStandalone({ scope: 'forum-standalone', page: ForumList });
