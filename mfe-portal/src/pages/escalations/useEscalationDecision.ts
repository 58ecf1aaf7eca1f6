import type { ToastOptions } from '@heartwise/ui-kit';
import { ApiError } from '@heartwise/web-runtime';
import { refusal, useDecision } from '@heartwise/web-runtime/moderation';
import { useQueryClient } from '@tanstack/react-query';
import { decideEscalation, escalationsKey } from '../../api/escalations.js';
import { moderationFiguresKey } from '../../api/figures.js';

/**
 * A 409 means the item moved on (a platform admin decided it, or its author deleted it): nothing
 * went wrong on the admin's side, so it is said calmly, and the list is read again.
 */
export function movedOn(error: unknown): ToastOptions | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  return {
    title: 'This is no longer waiting for you',
    description:
      refusal(error) ?? 'Someone has already decided about it. The list now shows what still waits.',
  };
}

/** An organization admin's decision on an escalation; the list and the dashboard's moderation load refresh. */
export function useEscalationDecision() {
  const queryClient = useQueryClient();
  return useDecision({
    decide: decideEscalation,
    refresh: () =>
      Promise.all(
        [escalationsKey, moderationFiguresKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
    failure: movedOn,
  });
}
