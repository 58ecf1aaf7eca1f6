import { z } from 'zod';
import { Id, IsoDateTime } from '../common.js';
import { Helpline } from '../support/support-notice.js';

/**
 * What the moderators told a member, newest first (GET /api/forum/standing): a decision about their
 * post (`authorNoticeFor` in moderation/decisions.ts, with the moderator's own words if any), a
 * warning, a mute, a suspension, or one lifted early. Crisis decisions come with helplines.
 */
export const MemberNotice = z
  .object({
    id: Id,
    kind: z.enum(['decision', 'warning', 'mute', 'suspension', 'lifted']),
    title: z.string(),
    message: z.string(),
    /** The moderator's own words to the member (a decision's message, or a sanction's reason). */
    fromModerator: z.string().optional(),
    /** The discussion it is about, when it is about a post or reply. */
    threadTitle: z.string().optional(),
    /** When a mute or suspension ends. */
    until: IsoDateTime.optional(),
    helplines: z.array(Helpline).optional(),
    at: IsoDateTime,
    /** The member said "Got it". */
    read: z.boolean(),
  })
  .meta({ id: 'MemberNotice' });
export type MemberNotice = z.infer<typeof MemberNotice>;

/** A mute or suspension that holds now: what it stops, why, and until when. */
export const Restriction = z.object({
  kind: z.enum(['mute', 'suspension']),
  reason: z.string(),
  until: IsoDateTime,
});
export type Restriction = z.infer<typeof Restriction>;

/** GET /api/forum/standing: the caller's restriction now (or null) and their notices. */
export const MemberStanding = z
  .object({ restriction: Restriction.nullable(), notices: z.array(MemberNotice) })
  .meta({ id: 'MemberStanding' });
export type MemberStanding = z.infer<typeof MemberStanding>;

export const NoticeIdParams = z.object({ id: Id });

/** The sentence a muted or suspended member gets (403) when they try what the restriction stops. */
export function restrictionMessage(restriction: Restriction, until: string): string {
  return restriction.kind === 'mute'
    ? `A moderator has paused your posting until ${until}: ${restriction.reason}`
    : `A moderator has paused your access to Pause and Post until ${until}: ${restriction.reason}`;
}
