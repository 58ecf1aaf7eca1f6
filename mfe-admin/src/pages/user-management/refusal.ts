import { ApiError, serverMessage } from '@heartwise/web-runtime';

/**
 * The service's own sentence when it refused on purpose (your own account, the last administrator,
 * an account already gone: 403, 404, 409); `fallback` for any other failure.
 */
export function refusal(error: unknown, fallback: string): string;
export function refusal(error: unknown, fallback?: undefined): string | undefined;
export function refusal(error: unknown, fallback?: string): string | undefined {
  const explained = error instanceof ApiError && [403, 404, 409].includes(error.status);
  return explained ? serverMessage(error, fallback ?? '') || fallback : fallback;
}
