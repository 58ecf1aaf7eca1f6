import type { ActivationRequest, LoginRequest, RegisterRequest, User } from '@heartwise/contracts';
import {
  activate as activateCall,
  login as loginCall,
  logout as logoutCall,
  register as registerCall,
} from '@heartwise/contracts';
import { callApi } from '@heartwise/web-runtime';

/** POST /api/login (`login`): username + password on the main domain, email + password on the portals. */
export const login = (body: LoginRequest): Promise<User> => callApi(loginCall, { body });

/** POST /api/register (`register`): the server makes the username. */
export const register = (body: RegisterRequest): Promise<User> => callApi(registerCall, { body });

/** POST /api/activate (`activate`): an imported account's code and its new password; signs the person in. */
export const activate = (body: ActivationRequest): Promise<User> => callApi(activateCall, { body });

/** POST /api/logout (`logout`): success is an OK status. */
export const logout = async (): Promise<void> => {
  await callApi(logoutCall);
};
