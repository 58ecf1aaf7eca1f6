/** A readable date in the user's locale (e.g. "21 Nov 2026"), or `fallback` for a missing or invalid one. */
export function formatDate(iso: string | null | undefined, fallback = 'Unknown date'): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? fallback
    : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}
