import { ApiError, serverMessage } from '@heartwise/web-runtime';

/**
 * The forum's own sentence when it refuses outright (403: a mute or a block stops a post or reply,
 * a suspension stops everything), or null for any other failure.
 */
export const refusal = (error: unknown): string | null =>
  error instanceof ApiError && error.status === 403
    ? serverMessage(error, 'A moderator has paused this for now.')
    : null;
