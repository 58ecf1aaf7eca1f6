// The main domain's two /auth tabs as addresses (issue 19): the landing page's "Join Our Community"
// opens Sign Up, and a reload keeps the tab. Its own module: the landing page links here without
// loading the auth page's code.

/** SPEC §4: "The auth page tab is login or register." */
export type AuthTab = 'login' | 'register';

const TAB = 'tab';

/** The address of one tab: /auth for Sign In (the page the server draws), /auth?tab=register for Sign Up. */
export const authTabSearch = (tab: AuthTab): string => (tab === 'register' ? `?${TAB}=register` : '');

/** Where "Join Our Community" goes. */
export const SIGN_UP_HREF = `/auth${authTabSearch('register')}`;

/** The tab an address asks for; anything else is Sign In. */
export const authTabOf = (search: string): AuthTab =>
  new URLSearchParams(search).get(TAB) === 'register' ? 'register' : 'login';
