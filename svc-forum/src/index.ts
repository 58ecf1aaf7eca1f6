export { forumService } from './service.js';
export { forumConfig, type ForumConfig } from './config.js';
