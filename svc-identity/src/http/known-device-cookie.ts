import type { Request, Response } from 'express';
import { operationsByName } from '@heartwise/contracts';
import { isLocal } from './session-cookie.js';

/** The browser's known-device token (issue 15); only the sign-in call ever needs to see it. */
export const KNOWN_DEVICE_COOKIE = 'hw_device';
// Sent back to the sign-in call alone.
const PATH = operationsByName.login.path;

/** The token the browser sent, if any (a plain read: cookies are `name=value` pairs split by `;`). */
export function knownDeviceToken(req: Request): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === KNOWN_DEVICE_COOKIE) return value.join('=');
  }
  return undefined;
}

export function setKnownDeviceCookie(req: Request, res: Response, token: string, maxAgeDays: number): void {
  res.cookie(KNOWN_DEVICE_COOKIE, token, {
    httpOnly: true,
    // Strict: it is only ever needed on a sign-in this site's own page sends.
    sameSite: 'strict',
    secure: !isLocal(req),
    path: PATH,
    maxAge: maxAgeDays * 24 * 60 * 60 * 1000,
  });
}
