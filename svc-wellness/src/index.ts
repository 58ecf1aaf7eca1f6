export { wellnessService } from './service.js';
export { wellnessConfig, type WellnessConfig } from './config.js';
export { seedWellnessHistory, type SeedWellnessOptions } from './adapters/store/seed-history.js';
