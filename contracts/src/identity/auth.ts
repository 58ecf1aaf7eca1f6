import { z } from 'zod';
import { freeText } from '../common.js';
import { SelfServiceRole } from './user.js';

const password = z.string().min(1, 'Password is required');

/** Main-domain sign-in form (SPEC §5). */
export const UsernameLoginForm = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  password,
});
export type UsernameLoginForm = z.infer<typeof UsernameLoginForm>;

/** Admin, mod and portal sign-in form (SPEC §5). */
export const EmailLoginForm = z.object({
  email: z.email('Please enter a valid email'),
  password,
});
export type EmailLoginForm = z.infer<typeof EmailLoginForm>;

/** POST /api/login: the general schema accepts either form (SPEC §5). */
export const LoginRequest = z
  .object({
    username: z.string().trim().min(1, 'Username is required').optional(),
    email: z.email('Please enter a valid email').optional(),
    password,
  })
  .refine((body) => Boolean(body.username ?? body.email), {
    message: 'Either username or email is required',
    path: ['username'],
  })
  .meta({
    id: 'LoginRequest',
    // What the refinement checks, said in the document too: one of the two names is there.
    override: ({ jsonSchema }) => {
      jsonSchema.anyOf = [{ required: ['username'] }, { required: ['email'] }];
    },
  });
export type LoginRequest = z.infer<typeof LoginRequest>;

/**
 * A password someone chooses (sign-up, activation): its length here; how hard it is to guess is
 * weighed by svc-identity, which knows the person's own words.
 */
export const NewPassword = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password is too long');

/** What a new password needs, said beside every field where one is chosen (sign-up, activation, a district's admin). */
export const NEW_PASSWORD_HINT =
  'At least 8 characters and hard to guess: a few unrelated words together work well.';

/** POST /api/register. Unknown keys (a `username` sent by a client) are dropped: the server makes one. */
export const RegisterRequest = z
  .object({
    email: z.email('Please enter a valid email'),
    password: NewPassword,
    confirmPassword: z.string(),
    firstName: freeText({ min: 1, max: 80, tooShort: 'First name is required' }),
    lastName: freeText({ min: 1, max: 80, tooShort: 'Last name is required' }),
    role: SelfServiceRole,
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.infer<typeof RegisterRequest>;
