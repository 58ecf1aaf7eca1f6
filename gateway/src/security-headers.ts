import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** Where the remotes' code comes from: the origin of each configured mf-manifest.json URL. */
export function remoteOrigins(manifestUrls: readonly string[]): string[] {
  const origins = manifestUrls.map((url) => new URL(url)).filter((url) => /^https?:$/.test(url.protocol));
  return [...new Set(origins.map((url) => url.origin))];
}

/**
 * The Content-Security-Policy the shell needs, and nothing more. Module federation loads each
 * remote's remoteEntry.js and chunks with <script> and fetches its mf-manifest.json, so the remote
 * origins join 'self' for scripts and connections (and styles, fonts, images, should a remote ship
 * them). No 'unsafe-eval': webpack's production runtime and the federation runtime (global
 * remoteEntry, publicPath 'auto') load code by URL. zod's one-off `new Function('')` probe is
 * refused (a reported violation, no console error) and zod falls back to its plain parser.
 */
export function contentSecurityPolicy(origins: readonly string[]): Record<string, string[]> {
  const selfAndRemotes = ["'self'", ...origins];
  return {
    'default-src': ["'self'"],
    'script-src': selfAndRemotes,
    'script-src-attr': ["'none'"],
    // styled-components writes its CSS into <style> tags at runtime; without a nonce (which a
    // static, cached index.html cannot carry) that needs 'unsafe-inline'. Styles cannot run code.
    'style-src': [...selfAndRemotes, "'unsafe-inline'"],
    'font-src': selfAndRemotes,
    // data: for the inline SVG favicon in index.html.
    'img-src': [...selfAndRemotes, 'data:'],
    'connect-src': selfAndRemotes,
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/** Hosts a developer's browser reaches over plain http: HSTS there would stick to localhost for a year. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.startsWith('127.') ||
    host === '[::1]' ||
    host === '::1'
  );
}

/**
 * helmet with our CSP. HSTS is decided per request from the Host the browser used: sent for every
 * public host, never for localhost and its portal subdomains (admin.localhost, ...).
 */
export function securityHeaders(manifestUrls: readonly string[]): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(remoteOrigins(manifestUrls)),
    },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    // Not helmet's no-referrer: under it the Fetch standard sends `Origin: null` on same-origin
    // POSTs (Chromium sends the origin anyway), which the same-origin check would refuse.
    // same-origin still tells other sites nothing.
    referrerPolicy: { policy: 'same-origin' },
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true });
  return (req, res, next) => {
    headers(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (isLocalHost(req.hostname ?? '')) return next();
      hsts(req, res, next);
    });
  };
}
