/** A readable date in the user's locale (e.g. "21 Nov 2026"), or `fallback` for a missing or invalid one. */
export function formatDate(iso: string | null | undefined, fallback = 'Unknown date'): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? fallback
    : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A moment in the reader's locale, date and time ("21 Nov 2026, 10:15"). */
export const formatMoment = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A person as the staff pages name them: first name and @username, or the username alone. */
export const personLabel = (person: { firstName: string | null; username: string }): string =>
  person.firstName ? `${person.firstName} (@${person.username})` : `@${person.username}`;
