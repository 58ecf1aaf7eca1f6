import type { CheckInType } from '@heartwise/contracts';

/** SPEC §3 check-in types in plain words. */
export const checkInTypeWords: Record<CheckInType, string> = {
  pre: 'Starting check-in',
  post: 'Right after a practice',
  'post-post': 'Later reflection',
};
