import type { Helpline, SupportNotice } from '@heartwise/contracts';
import type { ScreeningOutcome } from './screening.js';

type Kind = 'discussion' | 'reply';

/** Said at once to an author whose words mention self-harm or suicide: warm, direct, with people to reach. */
function crisisNotice(kind: Kind, helplines: readonly Helpline[]): SupportNotice {
  return {
    kind: 'crisis',
    title: "You matter, and you don't have to go through this alone",
    message:
      'Thank you for sharing how you feel. It sounds like things are really hard right now, and you ' +
      'deserve support. Please reach out to one of the people below: they are there to listen, any ' +
      `time. To keep you safe, your ${kind} is only visible to you until one of our moderators has ` +
      'read it.',
    helplines: [...helplines],
  };
}

/** Said honestly to an author whose post waits for a moderator before anyone else sees it. */
function reviewNotice(kind: Kind): SupportNotice {
  return {
    kind: 'review',
    title: 'A moderator will read this first',
    message:
      `Thanks for sharing. Some words in your ${kind} need a quick look from a moderator before ` +
      'others can see it. Until then only you can see it, marked as waiting for review. Please ' +
      'remember our Community Guidelines: kind words help everyone feel safe here.',
    helplines: [],
  };
}

/** The notice that goes back with a save, or none for clean content. */
export function noticeFor(
  outcome: ScreeningOutcome,
  kind: Kind,
  helplines: readonly Helpline[],
): SupportNotice | undefined {
  if (outcome === 'crisis') return crisisNotice(kind, helplines);
  if (outcome === 'abusive') return reviewNotice(kind);
  return undefined;
}
