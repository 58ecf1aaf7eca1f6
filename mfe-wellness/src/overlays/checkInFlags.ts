/**
 * The automatic flow's memory for one tab session (sessionStorage: it lives as long as the tab,
 * across reloads), kept per user so someone signing in after another on a shared tab gets their own.
 */
export interface CheckInFlags {
  preShown(): boolean;
  markPreShown(): void;
  exitPending(): boolean;
  setExitPending(): void;
  clearExitPending(): void;
  exitShown(): boolean;
  markExitShown(): void;
}

export function checkInFlags(storage: Storage | null, userId: string): CheckInFlags {
  const key = (flag: string) => `heartwise:check-in:${flag}:${userId}`;
  // Storage can be missing or refuse writes (private modes, full quota): the flow then simply runs less.
  const read = (flag: string) => {
    try {
      return storage?.getItem(key(flag)) === '1';
    } catch {
      return false;
    }
  };
  const write = (flag: string, on: boolean) => {
    try {
      if (on) storage?.setItem(key(flag), '1');
      else storage?.removeItem(key(flag));
    } catch {
      // See above: nothing to do but carry on.
    }
  };
  return {
    preShown: () => read('pre-shown'),
    markPreShown: () => write('pre-shown', true),
    exitPending: () => read('exit-pending'),
    setExitPending: () => write('exit-pending', true),
    clearExitPending: () => write('exit-pending', false),
    exitShown: () => read('exit-shown'),
    markExitShown: () => write('exit-shown', true),
  };
}

/** The tab's sessionStorage, or null where the browser will not give it. */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
