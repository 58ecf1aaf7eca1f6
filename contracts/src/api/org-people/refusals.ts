/** The 404's reason for an id of another district: its existence is never revealed. */
export const NOT_THEIRS = "nobody of the caller's district has that id";
