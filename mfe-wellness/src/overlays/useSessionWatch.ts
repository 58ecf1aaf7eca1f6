import { useEffect } from 'react';
import { checkActiveSessions } from './activeSessions.js';
import { onActivity } from './activity.js';
import { IDLE_CHECK_INTERVAL_MS, IDLE_TIMEOUT_MS } from './timings.js';

/** SPEC §4's exit callback on going idle: it does nothing (the exit flag belongs to hide/unload). */
const onIdleExit = (): void => undefined;

/**
 * SPEC §4 idle tracking: activity resets the idle clock; every minute, more than 30 minutes idle
 * makes the session inactive (once, until activity returns), runs the exit callback and checks the
 * active sessions. Hiding the tab or leaving the page checks them too.
 */
export function useSessionWatch(): void {
  useEffect(() => {
    let lastActivity = Date.now();
    let active = true;
    const activity = () => {
      lastActivity = Date.now();
      active = true;
    };
    const idleCheck = setInterval(() => {
      if (active && Date.now() - lastActivity > IDLE_TIMEOUT_MS) {
        active = false;
        onIdleExit();
        void checkActiveSessions();
      }
    }, IDLE_CHECK_INTERVAL_MS);
    const leaving = () => void checkActiveSessions();
    const visibilityChanged = () => {
      if (document.visibilityState === 'hidden') leaving();
    };

    const stopWatching = onActivity(activity);
    window.addEventListener('pagehide', leaving);
    document.addEventListener('visibilitychange', visibilityChanged);
    return () => {
      clearInterval(idleCheck);
      stopWatching();
      window.removeEventListener('pagehide', leaving);
      document.removeEventListener('visibilitychange', visibilityChanged);
    };
  }, []);
}
