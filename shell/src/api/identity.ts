import type { ActivationRequest, LoginRequest, RegisterRequest } from '@heartwise/contracts';
import { User } from '@heartwise/contracts';
import { apiRequest, sendJson } from '@heartwise/web-runtime';

/** POST /api/login: username + password on the main domain, email + password on the portals. */
export const login = (body: LoginRequest): Promise<User> => sendJson('POST', '/api/login', body, User);

/** POST /api/register: the server makes the username. */
export const register = (body: RegisterRequest): Promise<User> =>
  sendJson('POST', '/api/register', body, User);

/** POST /api/activate: an imported account's code and its new password; signs the person in. */
export const activate = (body: ActivationRequest): Promise<User> =>
  sendJson('POST', '/api/activate', body, User);

/** POST /api/logout: success is an OK status. */
export const logout = async (): Promise<void> => {
  await apiRequest('POST', '/api/logout');
};
