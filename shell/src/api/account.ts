import type { ChangePasswordRequest, DeleteAccountRequest, UpdateProfileRequest } from '@heartwise/contracts';
import { ForumExport, IdentityExport, OkBody, User, WellnessExport } from '@heartwise/contracts';
import { getJson, sendJson } from '@heartwise/web-runtime';

/** PATCH /api/user: a person changes their own first or last name; the reply is the updated user. */
export const updateProfile = (body: UpdateProfileRequest): Promise<User> =>
  sendJson('PATCH', '/api/user', body, User);

/** POST /api/user/password: their other sessions end; this one carries on with a fresh cookie. */
export const changePassword = (body: ChangePasswordRequest): Promise<OkBody> =>
  sendJson('POST', '/api/user/password', body, OkBody);

/**
 * DELETE /api/user (`deleteMyAccount`): youth and parents, with their password again. A wrong
 * password is 403 and too many tries 429, each with a sentence; staff get 403 too. The reply
 * clears the session cookie.
 */
export const deleteMyAccount = (body: DeleteAccountRequest): Promise<OkBody> =>
  sendJson('DELETE', '/api/user', body, OkBody);

// "Download my data": one call per service (operation ids in contracts' operations.ts), each only
// the caller's own data; the profile page gathers them into one file.

/** GET /api/user/export (`exportMyAccountData`): the account, every link, how many sessions are open. */
export const exportMyAccountData = (): Promise<IdentityExport> => getJson('/api/user/export', IdentityExport);

/** GET /api/wellness/export (`exportMyWellnessData`). */
export const exportMyWellnessData = (): Promise<WellnessExport> =>
  getJson('/api/wellness/export', WellnessExport);

/** GET /api/forum/export (`exportMyForumData`): the threads they started. */
export const exportMyForumData = (): Promise<ForumExport> => getJson('/api/forum/export', ForumExport);
