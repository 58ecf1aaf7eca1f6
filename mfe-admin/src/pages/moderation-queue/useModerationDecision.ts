import { useDecision } from '@heartwise/web-runtime/moderation';
import { useQueryClient } from '@tanstack/react-query';
import { moderationFiguresKey } from '../../api/figures.js';
import { contentContextPrefix } from '../../api/forum-context.js';
import { decideModerationItem, moderationQueuePrefix } from '../../api/moderation.js';
import { queueAgeKey } from '../../api/queue-age.js';

/** What changes after any moderation action: every status's list, the figures, the queue's age, the contexts shown. */
export function useRefreshModeration() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [moderationQueuePrefix, moderationFiguresKey, queueAgeKey, contentContextPrefix].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** A staff decision through the queue's call (ui-kit's useDecision says what happened). */
export function useModerationDecision() {
  return useDecision({ decide: decideModerationItem, refresh: useRefreshModeration() });
}
