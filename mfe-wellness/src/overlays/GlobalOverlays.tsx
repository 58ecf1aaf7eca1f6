import type { CheckInType } from '@heartwise/contracts';
import { useCurrentUser } from '@heartwise/ui-kit';
import { useCallback, useState } from 'react';
import { QuickCheckInDialog } from './QuickCheckInDialog.js';
import { ReflectionDialog } from './ReflectionDialog.js';
import { useAutomaticCheckIn } from './useAutomaticCheckIn.js';
import { useReflectionQueue } from './useReflectionQueue.js';
import { useSessionWatch } from './useSessionWatch.js';

function SignedInOverlays({ userId }: { userId: string }) {
  const [quick, setQuick] = useState<CheckInType | null>(null);
  const reflection = useReflectionQueue();
  const close = useCallback(() => setQuick(null), []);

  useAutomaticCheckIn(userId, setQuick);
  useSessionWatch();

  return (
    <>
      <QuickCheckInDialog open={quick !== null} checkInType={quick ?? 'pre'} onSaved={close} />
      {/* One must-answer dialog at a time: a reflection waits for the quick check-in. */}
      <ReflectionDialog sessionId={quick === null ? reflection.current : null} onDone={reflection.done} />
    </>
  );
}

/**
 * SPEC §2 global overlays, mounted once by the shell for signed-in users: the automatic quick
 * check-in (pre, then post-post after leaving), idle tracking and the reflection dialog. Shows
 * nothing until one of them is needed.
 */
export function GlobalOverlays() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return <SignedInOverlays key={user.id} userId={user.id} />;
}
