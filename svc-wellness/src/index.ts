export { wellnessService } from './service.js';
export { wellnessConfig, type WellnessConfig } from './config.js';
