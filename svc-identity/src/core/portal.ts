/** Which sign-in portal a request came through, from its Host (SPEC §2 auth page). */
export type Portal = 'main' | 'admin' | 'mod' | 'portal';

export function portalOf(host: string | undefined): Portal {
  const name = (host ?? '').split(':')[0]?.toLowerCase() ?? '';
  const sub = name.split('.')[0];
  if (name.split('.').length < 2) return 'main';
  if (sub === 'admin' || sub === 'mod' || sub === 'portal') return sub;
  return 'main';
}
