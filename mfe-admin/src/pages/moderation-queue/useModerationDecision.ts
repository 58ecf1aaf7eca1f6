import type { ModerationActionRequest, ModerationDecision } from '@heartwise/contracts';
import { ApiError, handleUnauthorized, serverMessage, toast } from '@heartwise/ui-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderationFiguresKey } from '../../api/figures.js';
import { contentContextPrefix } from '../../api/forum-context.js';
import { decideModerationItem, moderationQueuePrefix } from '../../api/moderation.js';
import { decidedWords } from './words.js';

/** A refusal (4xx) carries a sentence worth reading (escalated, already decided, a reason missing); a crash does not. */
export const refusal = (error: unknown): string | undefined =>
  error instanceof ApiError && error.status >= 400 && error.status < 500
    ? serverMessage(error, '') || undefined
    : undefined;

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

/** One decision: the item, the decision, and what it carries (nothing, notes, a message, the risk confirmed). */
export interface DecisionInput {
  itemId: string;
  decision: ModerationDecision;
  request?: ModerationActionRequest;
}

/** Sends a decision and says what happened; 'Failed to process moderation action' (SPEC §8) when it did not. */
export function useModerationDecision() {
  const refresh = useRefreshModeration();
  return useMutation({
    mutationFn: ({ itemId, decision, request }: DecisionInput) =>
      decideModerationItem(itemId, decision, request),
    onSuccess: (_item, { decision }) => {
      toast({ title: decidedWords[decision], variant: 'success' });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({
        title: 'Failed to process moderation action',
        description: refusal(error),
        variant: 'destructive',
      });
    },
    // Also after a failure: a 409 means the item moved on, and the lists should show where to.
    onSettled: refresh,
  });
}
