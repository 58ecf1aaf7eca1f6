export { seedForumMembers, type MembersSeedOutcome } from './seed-forum-members.js';
export {
  seededThreadId,
  seedForumThreads,
  type ThreadsSeedOptions,
  type ThreadsSeedOutcome,
} from './seed-forum-threads.js';
