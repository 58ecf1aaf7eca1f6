import { z } from 'zod';
import {
  HelplineCountry,
  Id,
  IsoDateTime,
  Role,
  type Membership,
  type User,
  type UserProfile,
} from '@heartwise/contracts';

/** A user as svc-identity stores it. Only this service ever sees `passwordHash`. */
export const UserRecord = z.object({
  id: Id,
  username: z.string(),
  email: z.string(),
  /** Lower-cased email: the unique key, so "Ana@x" and "ana@x" are one account. */
  emailKey: z.string(),
  /** Null until an imported account is activated with its code (issue 16): nobody else ever knows it. */
  passwordHash: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: Role,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  lastActive: IsoDateTime.nullable(),
  /** The district and school (issue 16); accounts stored before them, and the self-registered, have none. */
  organizationId: Id.nullable().default(null),
  schoolId: Id.nullable().default(null),
  /** When the district (its roster or its organization admin) turned the account off; it cannot sign in. */
  deactivatedAt: IsoDateTime.nullable().default(null),
  /** The OneRoster sourcedId an imported account came from, within its district. */
  rosterSourcedId: z.string().nullable().default(null),
  /** Whose helplines the person sees (issue 19); null or absent (never chosen): their browser's region. */
  helplineCountry: HelplineCountry.nullable().optional(),
});
export type UserRecord = z.infer<typeof UserRecord>;

export function toPublicUser(record: UserRecord): User {
  const {
    passwordHash: _hash,
    emailKey: _key,
    deactivatedAt: _deactivatedAt,
    rosterSourcedId: _sourcedId,
    ...user
  } = record;
  return user;
}

export function toProfile(record: UserRecord): UserProfile {
  return {
    userId: record.id,
    username: record.username,
    firstName: record.firstName,
    lastName: record.lastName,
    role: record.role,
  };
}

export function toMembership(record: UserRecord): Membership {
  return {
    userId: record.id,
    organizationId: record.organizationId,
    schoolId: record.schoolId,
    role: record.role,
  };
}
