// /auth for visitors on the main domain, rendered at build time: the sign-in form is drawn from the
// first bytes of HTML, and the app's deferred scripts take over once loaded (prerender/takeOver.ts).
import { renderForVisitor } from './visitorPage.js';

export const AUTH_PATH = '/auth';

/**
 * The markup of /auth for a visitor. Its forms post (never a GET that would put a password in the
 * address) should one be sent before the app has taken over; index.ts stops that send and the app
 * sends it again once it has the form.
 */
export async function render(): Promise<{ html: string; styles: string }> {
  const page = await renderForVisitor(AUTH_PATH);
  return { ...page, html: page.html.replace(/<form(?=[\s>])/g, '<form method="post"') };
}
