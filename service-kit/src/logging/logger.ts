import { pino, type Logger, type LevelWithSilent } from 'pino';
import { currentRequestId } from './request-context.js';

export type { Logger };

/** One pino logger per service; every line carries the service name and the current request id. */
export function createLogger(service: string, level: LevelWithSilent = 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    mixin() {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'],
      remove: true,
    },
  });
}
