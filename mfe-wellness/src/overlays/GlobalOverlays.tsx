import type { CheckInType } from '@heartwise/contracts';
import { useCurrentUser } from '@heartwise/web-runtime';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { OfflineTapsNotice } from '../offline/OfflineTapsNotice.js';
import { browserStorage, promptVisit } from './promptVisit.js';
import { QuickCheckInDialog } from './QuickCheckInDialog.js';
import { ReflectionDialog } from './ReflectionDialog.js';
import { useAutomaticCheckIn } from './useAutomaticCheckIn.js';
import { useReflectionQueue } from './useReflectionQueue.js';
import { useSessionWatch } from './useSessionWatch.js';

function SignedInOverlays({ userId }: { userId: string }) {
  const visit = useMemo(() => promptVisit(browserStorage(), userId), [userId]);
  const [quick, setQuick] = useState<CheckInType | null>(null);
  const reflection = useReflectionQueue(visit);
  const close = useCallback(() => setQuick(null), []);

  useAutomaticCheckIn(visit, setQuick);
  useSessionWatch();

  // One must-answer dialog at a time: a reflection waits for the quick check-in.
  const reflecting = quick === null ? reflection.current : null;
  useEffect(() => {
    if (reflecting) visit.markReflectionAsked(reflecting);
  }, [visit, reflecting]);

  return (
    <>
      <QuickCheckInDialog open={quick !== null} checkInType={quick ?? 'pre'} onDone={close} />
      <ReflectionDialog sessionId={reflecting} onDone={reflection.done} />
      <OfflineTapsNotice accountId={userId} />
    </>
  );
}

/**
 * SPEC §2 global overlays, mounted once by the shell for signed-in users: the automatic quick
 * check-in (pre, then post-post after leaving), idle tracking and the reflection dialog, each asked
 * at most once per visit across tabs. Shows nothing until one of them is needed; each carries
 * "Get help now", since a modal makes the header's unreachable.
 */
export function GlobalOverlays() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return <SignedInOverlays key={user.id} userId={user.id} />;
}
