import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '@heartwise/service-kit';

/** Secure everywhere except plain-http local hosts, where browsers would drop a Secure cookie. */
export function isLocal(req: Request): boolean {
  const host = (req.headers.host ?? '').split(':')[0] ?? '';
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1';
}

export function setSessionCookie(req: Request, res: Response, token: string, maxAgeSeconds: number): void {
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLocal(req),
    path: '/',
    maxAge: maxAgeSeconds * 1000,
  });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: !isLocal(req), path: '/' });
}
