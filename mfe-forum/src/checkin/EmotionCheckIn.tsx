import type { SavedCheckIn } from '@heartwise/contracts';
import { Spinner } from '@heartwise/ui-kit';
import { RemoteComponent } from '@heartwise/web-runtime';
import { useQueryClient } from '@tanstack/react-query';
import { latestCheckInKey } from '../api/checkins.js';

/**
 * mfe-wellness's 'How are you feeling right now?' dialog, loaded through the shell only when it is
 * asked for. After a saved check-in the latest check-in is read again, then `onComplete` runs.
 * The forum asks for it before letting someone in or posting, so it is stored as prompted.
 */
export function EmotionCheckIn({
  open,
  onOpenChange,
  onComplete,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onComplete: (checkIn: SavedCheckIn) => void;
}) {
  const queryClient = useQueryClient();
  if (!open) return null;
  return (
    <RemoteComponent
      id="wellness/EmotionCheckInDialog"
      loading={<Spinner label="Opening the check-in..." />}
      props={{
        open,
        onOpenChange,
        prompted: true,
        onComplete: (checkIn) => {
          void queryClient.invalidateQueries({ queryKey: latestCheckInKey });
          onComplete(checkIn);
        },
      }}
    />
  );
}
