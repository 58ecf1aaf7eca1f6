export { moderationService } from './service.js';
export { moderationConfig, type ModerationConfig } from './config.js';
