/**
 * What a use case may log through: a structured line (context, then the sentence). Only the
 * shape, so the core never depends on pino; pino's logger, which services pass in, satisfies it.
 */
export interface Logger {
  info(context: object, message?: string): void;
  warn(context: object, message?: string): void;
  error(context: object, message?: string): void;
}
