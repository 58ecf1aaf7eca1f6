/** SPEC §4 and §9: every timing of the automatic check-in flow and idle tracking, in one place. */

/** The 'pre' check-in shows this long after the user first appears in a visit. */
export const LOGIN_CHECKIN_DELAY_MS = 1000;
/** On a later load with the exit flag set, the 'post-post' check-in shows after this long. */
export const EXIT_CHECKIN_DELAY_MS = 500;
/**
 * More than this without mouse, keyboard, scroll, touch or click makes the session inactive, and
 * ends a visit (each automatic check-in is asked at most once per visit).
 */
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** How often idleness is checked. */
export const IDLE_CHECK_INTERVAL_MS = 60 * 1000;
/** Activity keeps a visit alive; it is written to storage at most this often. */
export const VISIT_TOUCH_INTERVAL_MS = 10 * 1000;
