import type { RequestHandler } from 'express';

/**
 * Services learn the client's address from X-Forwarded-For (svc-identity limits failed sign-ins
 * per address). The gateway states it itself, from what it trusts (TRUST_PROXY), replacing
 * whatever the client sent — otherwise a client could pick a new address for every attempt.
 */
export const forwardedFor: RequestHandler = (req, _res, next) => {
  req.headers['x-forwarded-for'] = req.ip ?? req.socket.remoteAddress ?? '';
  next();
};
