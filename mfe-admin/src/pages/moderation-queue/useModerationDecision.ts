import { useDecision } from '@heartwise/web-runtime/moderation';
import { useQueryClient } from '@tanstack/react-query';
import { moderationFiguresKey } from '../../api/figures.js';
import { contentContextPrefix } from '../../api/forum-context.js';
import { decideModerationItem, moderationQueuePrefix } from '../../api/moderation.js';

/** What changes after any moderation action: every status's list, the figures, the contexts shown. */
export function useRefreshModeration() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [moderationQueuePrefix, moderationFiguresKey, contentContextPrefix].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** A staff decision through the queue's call (ui-kit's useDecision says what happened). */
export function useModerationDecision() {
  return useDecision({ decide: decideModerationItem, refresh: useRefreshModeration() });
}
