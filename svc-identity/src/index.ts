export { identityService } from './service.js';
export { identityConfig, type IdentityConfig } from './config.js';
export { demoAccounts } from './core/use-cases/seed-demo-accounts.js';
// For the create-user command (scripts/src/create-user.ts): the service's own use case and repository.
export { createAccount, type NewAccount } from './core/use-cases/create-account.js';
export { userRepository } from './adapters/store/user.repository.js';
export { passwordStrengthProblem } from './core/password-strength.js';
// For npm run bench (issue 18): a district's youth, stored as sign-up would have stored them.
export * from './adapters/store/seed/index.js';
