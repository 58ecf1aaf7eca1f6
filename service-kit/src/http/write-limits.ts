import type { Request, RequestHandler } from 'express';
import {
  CALL_WRITE_LIMITS,
  isLimitedMemberWrite,
  MEMBER_WRITE_LIMIT,
  operations,
  TOO_MANY_WRITES,
  TOO_MANY_WRITES_THIS_HOUR,
  type WriteLimit,
} from '@heartwise/contracts';
import { tokenFrom } from '../auth/guards.js';
import type { TokenVerifier } from '../auth/tokens.js';
import type { Logger } from '../logging/logger.js';
import type { KeyValueStore } from '../ports/key-value.port.js';
import { RateLimiter, type RateLimit } from '../sessions/rate-limiter.js';
import { tooManyRequests } from '../domain/domain-error.js';

export interface WriteLimitOptions {
  /** Where the counters live: Redis in the stack, the process's embedded store otherwise. */
  store: KeyValueStore;
  /** Verifies the caller's token, to count by who they are (never by an unchecked claim). */
  verifier: TokenVerifier;
  /** Contracts' sizes unless given (tests use small ones). */
  general?: WriteLimit;
  calls?: Readonly<Record<string, WriteLimit>>;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Counters' outage warnings: one a minute at most, however many writes went uncounted. */
const OUTAGE_WARNING_EVERY_MS = 60_000;

/** One write call of this service, from contracts' operations. */
interface WriteCall {
  /** `<method> <OpenAPI path>`, as CALL_WRITE_LIMITS names it. */
  key: string;
  method: string;
  path: RegExp;
  /**
   * Counted (contracts' `isLimitedMemberWrite`, which also documents the 429): not staff-only calls,
   * not public ones (sign-in and sign-up have throttles of their own), not signing out.
   */
  limited: boolean;
  /** Fewer `{params}` first, so `/sanctions/{id}/lift` wins over `/{itemId}/{action}`. */
  params: number;
}

function writeCallsOf(service: string): WriteCall[] {
  return operations
    .filter((operation) => `svc-${operation.service}` === service && operation.method !== 'get')
    .map((operation) => ({
      key: `${operation.method} ${operation.path}`,
      method: operation.method.toUpperCase(),
      path: new RegExp(
        `^${operation.path
          .split(/\{[^}]+\}/)
          .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
          .join('[^/]+')}$`,
      ),
      limited: isLimitedMemberWrite(operation),
      params: (operation.path.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.params - b.params);
}

interface Window {
  seconds: number;
  message: string;
  counters: { key: string; rule: RateLimit }[];
}

/**
 * Per-person write limits (issue 15), which every service gets from `createServiceApp`: each
 * signed-in caller's writes are counted by the token's subject, per service, in fixed windows of
 * a minute and an hour, over every write and again over each call contracts names a tighter limit
 * for (CALL_WRITE_LIMITS). Beyond a limit: 429 with a kind sentence, `retryAfterSeconds` and
 * Retry-After. Decisions:
 * - The minute is counted first and the hour only for writes the minute let through, so a burst
 *   of refused clicks does not use up the hour.
 * - Counted before the body is read or the route runs: every attempt costs, valid or not.
 * - Anonymous or forged callers are not counted (the route refuses them), nor the calls contracts
 *   say are not member writes (`isLimitedMemberWrite`: staff-only, public, signing out).
 * - Fails open: when the store cannot be reached, writes go on uncounted and a warning is logged;
 *   Redis being away must never stop a youth checking in.
 */
export function memberWriteLimits(
  service: string,
  logger: Logger,
  options: WriteLimitOptions,
): RequestHandler {
  const limiter = new RateLimiter(options.store);
  const calls = writeCallsOf(service);
  const general = options.general ?? MEMBER_WRITE_LIMIT;
  const callLimits = options.calls ?? CALL_WRITE_LIMITS;
  const warn = outageWarning(service, logger);

  const windowsFor = (subject: string, call: WriteCall | undefined): Window[] => {
    const person = `write:${service}:${subject}`;
    const specific = call ? callLimits[call.key] : undefined;
    const counters = (name: 'minute' | 'hour', seconds: number, pick: (limit: WriteLimit) => number) => [
      { key: `${person}:${name}`, rule: { limit: pick(general), windowSeconds: seconds } },
      ...(call && specific
        ? [{ key: `${person}:${call.key}:${name}`, rule: { limit: pick(specific), windowSeconds: seconds } }]
        : []),
    ];
    return [
      { seconds: 60, message: TOO_MANY_WRITES, counters: counters('minute', 60, (limit) => limit.perMinute) },
      {
        seconds: 3600,
        message: TOO_MANY_WRITES_THIS_HOUR,
        counters: counters('hour', 3600, (limit) => limit.perHour),
      },
    ];
  };

  return async (req, _res, next) => {
    if (!WRITE_METHODS.has(req.method)) return next();
    const call = calls.find((candidate) => candidate.method === req.method && candidate.path.test(req.path));
    if (call && !call.limited) return next();
    const subject = callerSubject(req, options.verifier);
    if (!subject) return next();

    let refusal: { message: string; retryAfterSeconds: number } | null = null;
    try {
      for (const window of windowsFor(subject, call)) {
        const results = await Promise.all(window.counters.map(({ key, rule }) => limiter.hit(key, rule)));
        const refused = results.filter((result) => !result.allowed);
        if (refused.length > 0) {
          refusal = {
            message: window.message,
            retryAfterSeconds: Math.max(...refused.map((result) => result.retryAfterSeconds)),
          };
          break;
        }
      }
    } catch (error) {
      warn(error);
      return next();
    }
    if (refusal) return next(tooManyRequests(refusal.message, refusal.retryAfterSeconds));
    next();
  };
}

function callerSubject(req: Request, verifier: TokenVerifier): string | null {
  return verifier.verify(tokenFrom(req))?.sub ?? null;
}

function outageWarning(service: string, logger: Logger): (error: unknown) => void {
  let lastWarnedAt = 0;
  let uncounted = 0;
  return (error) => {
    uncounted += 1;
    const now = Date.now();
    if (now - lastWarnedAt < OUTAGE_WARNING_EVERY_MS) return;
    logger.warn(
      { err: error, service, uncountedWrites: uncounted },
      'write limits cannot be counted (key-value store unreachable); letting writes through',
    );
    lastWarnedAt = now;
    uncounted = 0;
  };
}
