/** The 404's reason for an id of another district: its existence is never revealed. */
export const NOT_THEIRS = "no import with that id in the caller's district";
