import { renderStandalone } from '@heartwise/ui-kit/standalone';
import ModerationQueue from './exposes/ModerationQueue.js';

// Running alone (not inside the shell): the moderation queue at any path.
renderStandalone({ scope: 'admin-standalone', page: ModerationQueue });
