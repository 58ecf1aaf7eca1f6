import { z } from 'zod';
import { freeText } from '../common.js';
import { HelplineCountry } from '../support/helpline-country.js';

const name = (label: string) =>
  freeText({
    required: `Please enter your ${label}.`,
    min: 1,
    max: 80,
    tooShort: `Please enter your ${label}.`,
    tooLong: `Your ${label} can be at most 80 characters.`,
  });

/**
 * PATCH /api/user: a person changes their own name, or whose helplines they see (issue 19; null:
 * this browser's region). Only these fields: anything else (a role, an email, another person's id)
 * is refused rather than silently dropped.
 */
export const UpdateProfileRequest = z
  .strictObject(
    {
      firstName: name('first name').optional(),
      lastName: name('last name').optional(),
      helplineCountry: HelplineCountry.nullable().optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'Only your name and your helpline country can be changed here.'
          : 'Please send your new first or last name.',
    },
  )
  .meta({ id: 'UpdateProfileRequest' });
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

/** POST /api/user/password: the same length and match rules as sign-up (SPEC §5). */
export const ChangePasswordRequest = z
  .object({
    currentPassword: z
      .string('Please enter your current password.')
      .min(1, 'Please enter your current password.'),
    newPassword: z
      .string('Password must be at least 8 characters')
      .min(8, 'Password must be at least 8 characters')
      .max(200, 'Password is too long'),
    confirmPassword: z.string("Passwords don't match"),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  })
  .meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/**
 * DELETE /api/user: a person deletes their own account, saying their password again so a borrowed
 * session cannot do it.
 */
export const DeleteAccountRequest = z
  .object({
    password: z.string('Please enter your password.').min(1, 'Please enter your password.'),
  })
  .meta({ id: 'DeleteAccountRequest' });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;
