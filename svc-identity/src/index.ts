export { identityService } from './service.js';
export { identityConfig, type IdentityConfig } from './config.js';
export { demoAccounts } from './core/use-cases/seed-demo-accounts.js';
