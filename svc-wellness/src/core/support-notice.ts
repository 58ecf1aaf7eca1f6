import { needsSupport, type Helpline, type SupportNotice } from '@heartwise/contracts';

/**
 * The words that come back at once with a check-in of a very strong hard feeling (contracts'
 * `needsSupport`): kind, never alarming, never blocking, with people to reach.
 */
export function distressSupport(
  emotion: string,
  intensity: number,
  helplines: readonly Helpline[],
): SupportNotice | undefined {
  if (!needsSupport(emotion, intensity)) return undefined;
  return {
    kind: 'distress',
    title: "You don't have to carry this alone",
    message:
      'Thank you for telling us how you feel. Feelings this strong can be really hard. ' +
      'Talking to someone you trust can help, and these people are ready to listen.',
    helplines: [...helplines],
  };
}
