export {
  seededYouthUsername,
  seedYouthAccounts,
  type YouthSeedOptions,
  type YouthSeedOutcome,
} from './seed-youth-accounts.js';
