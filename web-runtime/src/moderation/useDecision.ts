import type { ModerationActionRequest, ModerationDecision, ModerationItem } from '@heartwise/contracts';
import type { ToastOptions } from '@heartwise/ui-kit';
import { toast } from '@heartwise/ui-kit';
import type { DecisionInput } from '@heartwise/ui-kit/moderation';
import { decidedWords } from '@heartwise/ui-kit/moderation';
import { ApiError, serverMessage, toastFailure } from '@heartwise/web-runtime';
import { useMutation } from '@tanstack/react-query';

/** A refusal (4xx) carries a sentence worth reading (escalated, already decided, a reason missing); a crash does not. */
export const refusal = (error: unknown): string | undefined =>
  error instanceof ApiError && error.status >= 400 && error.status < 500
    ? serverMessage(error, '') || undefined
    : undefined;

export interface DecisionOptions {
  /** The call that sends it: the page knows its path (the queue's, or an organization's escalations). */
  decide: (
    itemId: string,
    decision: ModerationDecision,
    request?: ModerationActionRequest,
  ) => Promise<ModerationItem>;
  /** What to read again afterwards: also after a failure, since a 409 means the item moved on. */
  refresh: () => Promise<unknown>;
  /** A page's own words for a failure it knows (e.g. "no longer escalated"); undefined: the default. */
  failure?: (error: unknown) => ToastOptions | undefined;
}

/** Sends a decision and says what happened; 'Failed to process moderation action' (SPEC §8) when it did not. */
export function useDecision({ decide, refresh, failure }: DecisionOptions) {
  return useMutation({
    mutationFn: ({ itemId, decision, request }: DecisionInput) => decide(itemId, decision, request),
    onSuccess: (_item, { decision }) => {
      toast({ title: decidedWords[decision], variant: 'success' });
    },
    onError: (error) => {
      toastFailure(
        error,
        failure?.(error) ?? {
          title: 'Failed to process moderation action',
          description: refusal(error),
          variant: 'destructive',
        },
      );
    },
    onSettled: refresh,
  });
}
