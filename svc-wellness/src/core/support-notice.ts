import { distressSupportNotice, needsSupport, type Helpline, type SupportNotice } from '@heartwise/contracts';

/** The words that come back at once with a check-in of a very strong hard feeling, if it is one. */
export function distressSupport(
  emotion: string,
  intensity: number,
  helplines: readonly Helpline[],
): SupportNotice | undefined {
  return needsSupport(emotion, intensity) ? distressSupportNotice(helplines) : undefined;
}
