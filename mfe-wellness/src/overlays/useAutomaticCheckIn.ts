import type { CheckInType } from '@heartwise/contracts';
import { useEffect, useRef } from 'react';
import { checkInFlags, tabStorage } from './checkInFlags.js';
import { EXIT_CHECKIN_DELAY_MS, LOGIN_CHECKIN_DELAY_MS } from './timings.js';

/**
 * SPEC §4 automatic check-in flow. A 'pre' check-in about a second after the user first appears in
 * a tab session (once); hiding or leaving the page sets the exit flag (unless the exit check-in was
 * already shown); a later load with the flag set shows a 'post-post' check-in after half a second,
 * once, and clears the flag. Flags are written when a dialog actually shows, so a remount that
 * cancels a pending timer (React's strict mode, a quick navigation) does not lose it.
 */
export function useAutomaticCheckIn(userId: string, show: (checkInType: CheckInType) => void): void {
  const showRef = useRef(show);
  useEffect(() => {
    showRef.current = show;
  });

  useEffect(() => {
    const flags = checkInFlags(tabStorage(), userId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (flags.exitPending()) {
      timer = setTimeout(() => {
        flags.clearExitPending();
        flags.markExitShown();
        showRef.current('post-post');
      }, EXIT_CHECKIN_DELAY_MS);
    } else if (!flags.preShown()) {
      timer = setTimeout(() => {
        flags.markPreShown();
        showRef.current('pre');
      }, LOGIN_CHECKIN_DELAY_MS);
    }

    const leaving = () => {
      if (!flags.exitShown()) flags.setExitPending();
    };
    const visibilityChanged = () => {
      if (document.visibilityState === 'hidden') leaving();
    };
    window.addEventListener('pagehide', leaving);
    document.addEventListener('visibilitychange', visibilityChanged);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', leaving);
      document.removeEventListener('visibilitychange', visibilityChanged);
    };
  }, [userId]);
}
