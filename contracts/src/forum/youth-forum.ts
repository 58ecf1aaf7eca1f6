import type { Role } from '../identity/user.js';

/**
 * Who Pause and Post is for (issue 19). Youth talk there about their families, so a parent neither
 * reads nor posts in it: svc-forum refuses a parent every call that reads or writes its threads and
 * replies (403 with `YOUTH_FORUM_FOR_PARENTS`), and mfe-forum shows a parent this explanation
 * instead of the forum. Staff (moderators, admins) keep it safe and see it all. A parent keeps what
 * is theirs: their standing, their data export, and deleting what they wrote before this rule.
 */
export const youthForumIsOpenTo = (role: Role): boolean => role !== 'parent';

/** The refusal a parent gets from the forum, in the product's voice. */
export const YOUTH_FORUM_FOR_PARENTS =
  'Pause and Post is a space for young people only, so parents cannot read or post there.';

/** What the parent's forum screen says after the refusal: why, and what they can do instead. */
export const YOUTH_FORUM_PARENT_REASONS = [
  'Young people talk there about their lives, their families included, and they need to know no parent is reading.',
  'Trained moderators read every discussion and step in when someone needs help.',
  'You can still see how your youth is doing from your dashboard, if they have linked with you.',
] as const;
