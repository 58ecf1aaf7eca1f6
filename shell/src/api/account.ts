import type {
  ChangePasswordRequest,
  DeleteAccountRequest,
  ForumExport,
  IdentityExport,
  OkBody,
  UpdateProfileRequest,
  User,
  WellnessExport,
} from '@heartwise/contracts';
import {
  changePassword as changePasswordCall,
  deleteMyAccount as deleteMyAccountCall,
  exportMyAccountData as exportMyAccountDataCall,
  exportMyForumData as exportMyForumDataCall,
  exportMyWellnessData as exportMyWellnessDataCall,
  updateProfile as updateProfileCall,
} from '@heartwise/contracts';
import { callApi } from '@heartwise/web-runtime';

/**
 * PATCH /api/user (`updateProfile`): a person changes their own first or last name, or whose helplines
 * they see; the reply is the updated user.
 */
export const updateProfile = (body: UpdateProfileRequest): Promise<User> =>
  callApi(updateProfileCall, { body });

/** POST /api/user/password (`changePassword`): their other sessions end; this one carries on with a fresh cookie. */
export const changePassword = (body: ChangePasswordRequest): Promise<OkBody> =>
  callApi(changePasswordCall, { body });

/**
 * DELETE /api/user (`deleteMyAccount`): youth and parents, with their password again. A wrong
 * password is 403 and too many tries 429, each with a sentence; staff get 403 too. The reply
 * clears the session cookie.
 */
export const deleteMyAccount = (body: DeleteAccountRequest): Promise<OkBody> =>
  callApi(deleteMyAccountCall, { body });

// "Download my data": one call per service, each only the caller's own data; the profile page
// gathers them into one file.

/** GET /api/user/export (`exportMyAccountData`): the account, every link, how many sessions are open. */
export const exportMyAccountData = (): Promise<IdentityExport> => callApi(exportMyAccountDataCall);

/** GET /api/wellness/export (`exportMyWellnessData`). */
export const exportMyWellnessData = (): Promise<WellnessExport> => callApi(exportMyWellnessDataCall);

/** GET /api/forum/export (`exportMyForumData`): the threads they started. */
export const exportMyForumData = (): Promise<ForumExport> => callApi(exportMyForumDataCall);
