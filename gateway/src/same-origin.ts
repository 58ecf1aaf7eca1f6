import type { Request, RequestHandler } from 'express';
import type { ErrorBody } from '@heartwise/contracts';
import { SESSION_COOKIE } from '@heartwise/service-kit';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const crossSiteMessage = "This request came from another site, so we didn't carry it out.";
export const unknownSourceMessage =
  "We couldn't tell which site this request came from, so we didn't carry it out. Please reload the page and try again.";

/**
 * CSRF defence for every mutation, on top of the SameSite=Lax cookie: the browser's Origin (or,
 * without one, the Referer's origin) must be the very origin the request was sent to — the same
 * Host, port included; a portal subdomain is not the main domain. A mutation that names neither
 * is let through only without a session cookie: such a request (curl, a script) cannot ride
 * anyone's session, and browsers always send Origin on these methods.
 */
export function sameOriginMutations(): RequestHandler {
  return (req, res, next) => {
    if (!MUTATIONS.has(req.method)) return next();
    const refusal = refusalFor(req);
    if (refusal === undefined) return next();
    const body: ErrorBody = { message: refusal };
    res.status(403).json(body);
  };
}

function refusalFor(req: Request): string | undefined {
  const source = sourceOrigin(req);
  if (source === undefined)
    return hasCookie(req.headers.cookie, SESSION_COOKIE) ? unknownSourceMessage : undefined;
  return ownOrigins(req).has(source) ? undefined : crossSiteMessage;
}

/** The origin the request says it came from ('' when unreadable or 'null', which never matches). */
function sourceOrigin(req: Request): string | undefined {
  const origin = req.headers.origin;
  if (origin !== undefined) return originOf(origin);
  const referer = req.headers.referer;
  return referer === undefined ? undefined : originOf(referer);
}

/**
 * The origins a page on the Host this request reached can have. The scheme is req.protocol; an
 * https page is accepted as well, because behind a TLS-terminating proxy the gateway sees http
 * (an https origin for this exact host cannot be forged without its certificate).
 */
function ownOrigins(req: Request): Set<string> {
  const host = req.headers.host;
  const origins = new Set<string>();
  if (!host) return origins;
  for (const scheme of [req.protocol, 'https']) {
    const origin = originOf(`${scheme}://${host}`);
    if (origin) origins.add(origin);
  }
  return origins;
}

/** Normalised scheme://host[:port] (default ports dropped), or '' when it is not an http(s) URL. */
function originOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : '';
  } catch {
    return '';
  }
}

function hasCookie(header: string | undefined, name: string): boolean {
  return (header ?? '').split(';').some((part) => {
    const [key, value] = part.split('=', 2);
    return key?.trim() === name && (value ?? '').trim() !== '';
  });
}
