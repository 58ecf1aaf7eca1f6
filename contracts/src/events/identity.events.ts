import { z } from 'zod';
import { Id, IsoDateTime } from '../common.js';
import { Role } from '../identity/user.js';
import { OrgSettingsChange } from '../identity/org-settings.js';
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
/** A person changed their profile (their name): the whole profile as it is now. */
export const UserUpdated = defineEvent('identity.user.updated', 1, UserProfile);

/** An administrator changed a person's role; every session of that person has ended. */
export const RoleChange = z.object({ userId: Id, from: Role, to: Role });
export type RoleChange = z.infer<typeof RoleChange>;
export const UserRoleChanged = defineEvent('identity.user.role-changed', 1, RoleChange);

/**
 * An account was deleted (by an administrator, or by its owner in Profile Settings): erase or
 * anonymise what you keep about this person.
 */
export const UserGone = z.object({ userId: Id });
export type UserGone = z.infer<typeof UserGone>;
export const UserDeleted = defineEvent('identity.user.deleted', 1, UserGone);

/** A parent–youth link: who is linked to whom (SPEC §3 user_links). */
export const LinkChange = z.object({ linkId: Id, parentId: Id, youthId: Id });
export type LinkChange = z.infer<typeof LinkChange>;

/** The youth accepted or an admin approved: the parent may now see the youth's summaries. */
export const LinkApproved = defineEvent('identity.link.approved', 1, LinkChange);
/** An approved link ended (either side ended it): the parent sees nothing more of the youth. */
export const LinkEnded = defineEvent('identity.link.ended', 1, LinkChange);

/** One session that ended before its time, and when its token would have expired by itself. */
export const EndedSession = z.object({ sessionId: z.string().min(16), expiresAt: IsoDateTime });
export type EndedSession = z.infer<typeof EndedSession>;

/** Most sessions one event names; svc-identity splits a longer list over several events. */
export const ENDED_SESSIONS_PER_EVENT = 100;

export const SessionsEnded = z.object({
  userId: Id,
  sessions: z.array(EndedSession).min(1).max(ENDED_SESSIONS_PER_EVENT),
});
export type SessionsEnded = z.infer<typeof SessionsEnded>;

/**
 * Sessions ended (a sign-out, a password change ending the other sessions, a role change, a
 * deleted account): every service refuses their tokens from now on, until they would have expired.
 */
export const SessionEnded = defineEvent('identity.session.ended', 1, SessionsEnded);

/** A platform admin created a district with its schools (issue 16). */
export const OrgCreation = z.object({
  organizationId: Id,
  name: z.string(),
  schools: z.array(z.object({ schoolId: Id, name: z.string() })),
});
export type OrgCreation = z.infer<typeof OrgCreation>;
export const OrgCreated = defineEvent('identity.org.created', 1, OrgCreation);

/**
 * An account got or changed its district or school (null: it belongs to none). Services that
 * show or count content keep their own projection of it, never asking identity synchronously.
 */
export const Membership = z.object({
  userId: Id,
  organizationId: Id.nullable(),
  schoolId: Id.nullable(),
  role: Role,
});
export type Membership = z.infer<typeof Membership>;
export const MembershipChanged = defineEvent('identity.membership.changed', 1, Membership);

/**
 * A district's settings as they now are (community scope, retention, screening phrases and
 * helplines): services that screen, show support or scope the community keep the latest per district.
 */
export const OrgSettingsChanged = defineEvent('identity.org.settings.changed', 1, OrgSettingsChange);
