import { z } from 'zod';
import { Id, IsoDateTime } from '../common.js';
import { HelplineCountry } from '../support/helpline-country.js';

/**
 * SPEC's four roles, and `org-admin` (issue 16): an organization admin, who manages one district's
 * people, schools, imports and settings and nothing else. A role of its own, so every existing
 * `requireRole('admin')` refuses it unchanged (fail closed).
 */
export const Role = z.enum(['youth', 'parent', 'moderator', 'admin', 'org-admin']);
export type Role = z.infer<typeof Role>;

/** Roles a person may pick when signing up (SPEC §5). */
export const SelfServiceRole = z.enum(['youth', 'parent']);
export type SelfServiceRole = z.infer<typeof SelfServiceRole>;

/** The signed-in user as the API returns it: never a password hash. */
export const User = z
  .object({
    id: Id,
    username: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    role: Role,
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
    lastActive: IsoDateTime.nullable(),
    /**
     * The district (and, for youth, the school) the account belongs to; null for everyone who
     * signed up themselves. Shown to the account's owner and to staff, never to other members.
     * Absent in answers from before issue 16, read as null.
     */
    organizationId: Id.nullable().default(null),
    schoolId: Id.nullable().default(null),
    /**
     * Whose helplines the person sees in every support notice (issue 19); null or absent: their
     * browser's region. Optional, so answers from before it still parse.
     */
    helplineCountry: HelplineCountry.nullable().optional(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof User>;

/** What a JWT carries and what every service trusts after verifying it. */
export const AccessClaims = z.object({
  sub: Id,
  sid: z.string().min(16),
  role: Role,
  /**
   * The district and school the account belonged to when the session started (issue 16; null:
   * none). Services scope the caller by these, never waiting for an event to say where they belong;
   * identity ends a person's sessions when their district or school changes. Absent from tokens
   * issued before districts existed.
   */
  org: Id.nullable().optional(),
  school: Id.nullable().optional(),
});
export type AccessClaims = z.infer<typeof AccessClaims>;
