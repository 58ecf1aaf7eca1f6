import type { Operation } from './operation.js';
import { currentUser, currentUserDocs } from './account/currentUser.js';
import { login, loginDocs } from './account/login.js';
import { loginPage, loginPageDocs } from './account/loginPage.js';
import { register, registerDocs } from './account/register.js';
import { logout, logoutDocs } from './account/logout.js';
import { updateProfile, updateProfileDocs } from './account/updateProfile.js';
import { changePassword, changePasswordDocs } from './account/changePassword.js';
import { deleteMyAccount, deleteMyAccountDocs } from './account/deleteMyAccount.js';
import { exportMyAccountData, exportMyAccountDataDocs } from './account/exportMyAccountData.js';
import { exportMyWellnessData, exportMyWellnessDataDocs } from './account/exportMyWellnessData.js';
import { exportMyForumData, exportMyForumDataDocs } from './account/exportMyForumData.js';

// Each call is its own module, so a front end bundles only the calls it makes: see operations.ts.
export {
  currentUser,
  login,
  loginPage,
  register,
  logout,
  updateProfile,
  changePassword,
  deleteMyAccount,
  exportMyAccountData,
  exportMyWellnessData,
  exportMyForumData,
};

/**
 * svc-identity's calls for one's own account: sign-in, sign-up, profile, password, deletion; and the
 * three parts "Download my data" gathers into one file, the wellness and forum parts included.
 */
export const accountOperations = {
  currentUser: { ...currentUser, ...currentUserDocs },
  login: { ...login, ...loginDocs },
  loginPage: { ...loginPage, ...loginPageDocs },
  register: { ...register, ...registerDocs },
  logout: { ...logout, ...logoutDocs },
  updateProfile: { ...updateProfile, ...updateProfileDocs },
  changePassword: { ...changePassword, ...changePasswordDocs },
  // Profile Settings: delete my account, and the three parts "Download my data" gathers into one file
  deleteMyAccount: { ...deleteMyAccount, ...deleteMyAccountDocs },
  exportMyAccountData: { ...exportMyAccountData, ...exportMyAccountDataDocs },
  exportMyWellnessData: { ...exportMyWellnessData, ...exportMyWellnessDataDocs },
  exportMyForumData: { ...exportMyForumData, ...exportMyForumDataDocs },
} as const satisfies Record<string, Operation>;
