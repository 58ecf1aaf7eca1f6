import { z } from 'zod';
import { Id } from '../common.js';
import { Role } from '../identity/user.js';
import { defineEvent } from './envelope.js';

/** What other services may keep about a person: never email or password. */
export const UserProfile = z.object({
  userId: Id,
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: Role,
});
export type UserProfile = z.infer<typeof UserProfile>;

export const UserRegistered = defineEvent('identity.user.registered', 1, UserProfile);
