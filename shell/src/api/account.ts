import type { ChangePasswordRequest, UpdateProfileRequest } from '@heartwise/contracts';
import { OkBody, User } from '@heartwise/contracts';
import { sendJson } from '@heartwise/ui-kit';

/** PATCH /api/user: a person changes their own first or last name; the reply is the updated user. */
export const updateProfile = (body: UpdateProfileRequest): Promise<User> =>
  sendJson('PATCH', '/api/user', body, User);

/** POST /api/user/password: their other sessions end; this one carries on with a fresh cookie. */
export const changePassword = (body: ChangePasswordRequest): Promise<OkBody> =>
  sendJson('POST', '/api/user/password', body, OkBody);
