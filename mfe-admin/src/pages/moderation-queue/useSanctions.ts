import type { Sanction, SanctionRequest } from '@heartwise/contracts';
import { durationWords } from '@heartwise/contracts';
import { toast } from '@heartwise/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { issueSanction, liftSanction } from '../../api/sanctions.js';
import { refusal } from '@heartwise/web-runtime/moderation';
import { toastFailure } from '@heartwise/web-runtime';
import { useRefreshModeration } from './useModerationDecision.js';

const failed = (error: unknown) => {
  toastFailure(error, {
    title: 'Failed to process moderation action',
    description: refusal(error),
    variant: 'destructive',
  });
};

/** What the member now lives with, said back to the moderator. */
function issuedWords({ kind, durationHours }: SanctionRequest): string {
  if (kind === 'warning' || durationHours === undefined) return 'Warned: they are shown your reason';
  const verb = kind === 'mute' ? 'Muted' : 'Suspended';
  return `${verb} for ${durationWords[durationHours]}: they are shown your reason and when it ends`;
}

/** Warn, mute or suspend an item's author; the item's list of sanctions refreshes afterwards. */
export function useIssueSanction(itemId: string) {
  const refresh = useRefreshModeration();
  return useMutation({
    mutationFn: (request: SanctionRequest) => issueSanction(itemId, request),
    onSuccess: (_sanction, request) => {
      toast({ title: issuedWords(request), variant: 'success' });
    },
    onError: failed,
    onSettled: refresh,
  });
}

/** End a mute or suspension before its time. */
export function useLiftSanction() {
  const refresh = useRefreshModeration();
  return useMutation({
    mutationFn: (sanction: Pick<Sanction, 'id' | 'kind'>) => liftSanction(sanction.id),
    onSuccess: (_lifted, sanction) => {
      toast({
        title:
          sanction.kind === 'mute'
            ? 'Lifted: they can post, reply and report again'
            : 'Lifted: they can use Pause and Post again',
        variant: 'success',
      });
    },
    onError: failed,
    onSettled: refresh,
  });
}
