import { z } from 'zod';
import { Id, IsoDateTime, freeText } from '../common.js';
import { User } from './user.js';

/** Most schools a district is created with at once; more come by rostering. */
export const MAX_SCHOOLS_AT_CREATION = 50;

/** A district (issue 16): it holds schools, and its people belong to it. */
export const Organization = z
  .object({ id: Id, name: z.string(), createdAt: IsoDateTime })
  .meta({ id: 'Organization' });
export type Organization = z.infer<typeof Organization>;

export const School = z.object({ id: Id, organizationId: Id, name: z.string() }).meta({ id: 'School' });
export type School = z.infer<typeof School>;

const name = (what: string) => freeText({ min: 1, max: 120, tooShort: `${what} name is required` });

/** POST /api/admin/organizations: a district, its schools and its first organization admin. */
export const CreateOrganizationRequest = z
  .object({
    name: name('District'),
    schools: z
      .array(z.object({ name: name('School') }))
      .min(1, 'Please add at least one school.')
      .max(MAX_SCHOOLS_AT_CREATION, `Please add at most ${MAX_SCHOOLS_AT_CREATION} schools at once.`)
      .refine(
        (schools) => new Set(schools.map((school) => school.name.toLowerCase())).size === schools.length,
        'Each school needs a name of its own.',
      ),
    admin: z.object({
      firstName: freeText({ min: 1, max: 80, tooShort: 'First name is required' }),
      lastName: freeText({ min: 1, max: 80, tooShort: 'Last name is required' }),
      email: z.email('Please enter a valid email'),
      password: z.string().min(8, 'Password must be at least 8 characters').max(200, 'Password is too long'),
    }),
  })
  .meta({ id: 'CreateOrganizationRequest' });
export type CreateOrganizationRequest = z.infer<typeof CreateOrganizationRequest>;

/** 201 to POST /api/admin/organizations: what was made, the organization admin as staff see them. */
export const CreatedOrganization = z
  .object({ organization: Organization, schools: z.array(School), admin: User })
  .meta({ id: 'CreatedOrganization' });
export type CreatedOrganization = z.infer<typeof CreatedOrganization>;

const Count = z.number().int().nonnegative();

/** GET /api/admin/organizations: every district, oldest first, with how many schools and members. */
export const OrganizationSummary = Organization.extend({ schools: Count, members: Count }).meta({
  id: 'OrganizationSummary',
});
export type OrganizationSummary = z.infer<typeof OrganizationSummary>;
export const OrganizationList = z.array(OrganizationSummary).meta({ id: 'OrganizationList' });
export type OrganizationList = z.infer<typeof OrganizationList>;

/** GET /api/org: the organization admin's own district and its schools, nothing of any other. */
export const MyOrganization = z
  .object({ organization: Organization, schools: z.array(School) })
  .meta({ id: 'MyOrganization' });
export type MyOrganization = z.infer<typeof MyOrganization>;
