import type { CheckInType } from '@heartwise/contracts';
import { useEffect, useRef } from 'react';
import { onActivity } from './activity.js';
import type { PromptVisit } from './promptVisit.js';
import { EXIT_CHECKIN_DELAY_MS, LOGIN_CHECKIN_DELAY_MS, VISIT_TOUCH_INTERVAL_MS } from './timings.js';

/**
 * SPEC §4 automatic check-in flow, one prompt per visit across tabs (issue 14). Hiding or leaving
 * the page sets the exit flag (unless the exit check-in was already shown); the first load of a
 * later visit with the flag set shows a 'post-post' check-in after half a second, once, and clears
 * the flag; otherwise a 'pre' check-in shows about a second after the user first appears in a
 * visit. So moving between pages, reloading or switching tabs never asks again within a visit: a
 * youth answered one, or chose to carry on. Flags are checked again and written when a dialog
 * actually shows, so a remount that cancels a pending timer (React's strict mode, a quick
 * navigation) does not lose one, and two tabs loading together ask once.
 */
export function useAutomaticCheckIn(visit: PromptVisit, show: (checkInType: CheckInType) => void): void {
  const showRef = useRef(show);
  useEffect(() => {
    showRef.current = show;
  });

  useEffect(() => {
    visit.touch();
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (visit.returning()) {
      timer = setTimeout(() => {
        if (!visit.returning()) return; // another tab asked it
        visit.clearExitPending();
        visit.markExitShown();
        showRef.current('post-post');
      }, EXIT_CHECKIN_DELAY_MS);
    } else if (!visit.preShown() && !visit.exitShown()) {
      timer = setTimeout(() => {
        if (visit.preShown() || visit.exitShown()) return; // another tab asked
        visit.markPreShown();
        showRef.current('pre');
      }, LOGIN_CHECKIN_DELAY_MS);
    }

    // Someone active in this tab keeps the visit going (written at most every few seconds).
    let touched = Date.now();
    const stopWatching = onActivity(() => {
      if (Date.now() - touched < VISIT_TOUCH_INTERVAL_MS) return;
      touched = Date.now();
      visit.touch();
    });
    const leaving = () => {
      if (!visit.exitShown()) visit.setExitPending();
    };
    const visibilityChanged = () => {
      if (document.visibilityState === 'hidden') leaving();
    };
    window.addEventListener('pagehide', leaving);
    document.addEventListener('visibilitychange', visibilityChanged);
    return () => {
      clearTimeout(timer);
      stopWatching();
      window.removeEventListener('pagehide', leaving);
      document.removeEventListener('visibilitychange', visibilityChanged);
    };
  }, [visit]);
}
