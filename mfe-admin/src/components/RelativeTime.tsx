import { formatMoment } from '@heartwise/ui-kit';
import { relativeTime } from './relativeTime.js';

/**
 * A moment as "3 hours ago", the exact date and time in its `dateTime` and its tooltip; `never`
 * when there is none (a person who has not signed in yet).
 */
export function RelativeTime({ at, never = 'Never' }: { at: string | null; never?: string }) {
  if (!at) return <span>{never}</span>;
  const exact = formatMoment(at);
  return (
    <time dateTime={at} title={exact}>
      {relativeTime(at)}
    </time>
  );
}
