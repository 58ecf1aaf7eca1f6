import type { ModerationAction } from '@heartwise/contracts';
import { ApiError, handleUnauthorized, serverMessage, toast } from '@heartwise/ui-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderationFiguresKey } from '../../api/figures.js';
import { decideModerationItem, moderationQueuePrefix } from '../../api/moderation.js';

const successTitle: Record<ModerationAction, string> = {
  approve: 'Content approved successfully',
  reject: 'Content rejected successfully',
  flag: 'Content flagged successfully',
  'request-edit': 'Edit requested: the post stays hidden until its author edits it',
};

/** A 409 or 404 carries a sentence worth reading (escalated, already decided, gone); other failures do not. */
const explanation = (error: unknown): string | undefined =>
  error instanceof ApiError && (error.status === 409 || error.status === 404)
    ? serverMessage(error, '') || undefined
    : undefined;

/** One decision: the item, the action, and the moderator's own note if they wrote one. */
export interface DecisionInput {
  itemId: string;
  action: ModerationAction;
  notes?: string;
}

/** Approve, reject, flag or request an edit (SPEC §8 toasts); every status's list refreshes afterwards. */
export function useModerationDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, action, notes }: DecisionInput) => decideModerationItem(itemId, action, notes),
    onSuccess: (_item, { action }) => {
      toast({ title: successTitle[action], variant: 'success' });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({
        title: 'Failed to process moderation action',
        description: explanation(error),
        variant: 'destructive',
      });
    },
    // Also after a failure: a 409 means the item moved on, and the lists should show where to.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationQueuePrefix }),
        // The dashboards' figures count decisions too.
        queryClient.invalidateQueries({ queryKey: moderationFiguresKey }),
      ]),
  });
}
