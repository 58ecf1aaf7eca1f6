// The page the service worker shows when a page cannot be loaded at all: static HTML, no script,
// the same calm words and colours as the app, and the helplines (they work with no connection).
import type { Helpline } from '@heartwise/contracts';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const helplineItem = ({ name, contact, url }: Helpline): string =>
  `<li><strong>${escapeHtml(name)}</strong><br>${escapeHtml(contact)}${
    url ? `<br><a href="${escapeHtml(url)}">${escapeHtml(url.replace(/^https?:\/\//, ''))}</a>` : ''
  }</li>`;

export function offlinePage(helplines: readonly Helpline[]): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#1F6B66" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <link rel="icon" href="/icons/heartwise.svg" type="image/svg+xml" />
    <title>You're offline — Heartwise</title>
    <style>
      body { margin: 0; background: #FBF7F2; color: #2B2633; font: 1rem/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
      main { max-width: 34rem; margin: 0 auto; padding: 2.5rem 1.25rem 3rem; }
      h1 { font-family: ui-rounded, system-ui, sans-serif; font-size: 1.75rem; line-height: 1.25; margin: 0 0 0.75rem; color: #17504C; }
      p { margin: 0 0 1rem; }
      .saved { background: #E3F1EE; color: #17504C; border-radius: 0.75rem; padding: 0.875rem 1rem; }
      .again { display: inline-block; margin: 0.5rem 0 2rem; padding: 0.75rem 1.5rem; border-radius: 999px; background: #1F6B66; color: #FFFFFF; font-weight: 600; text-decoration: none; }
      .again:focus-visible, a:focus-visible { outline: 3px solid #B4531F; outline-offset: 3px; }
      h2 { font-size: 1.125rem; margin: 0 0 0.5rem; }
      ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.75rem; }
      li { background: #FFFFFF; border: 1px solid #E9E1D6; border-radius: 0.75rem; padding: 0.75rem 1rem; }
      a { color: #1F6B66; }
    </style>
  </head>
  <body>
    <main>
      <h1>You're offline right now</h1>
      <p>Heartwise needs a connection to open this page. That's okay — take a breath, and try again when you're back online.</p>
      <p class="saved">Anything you checked in or ticked off is saved on this device. It will sync by itself when you're back online.</p>
      <a class="again" href="">Try again</a>
      <h2>Need to talk to someone now?</h2>
      <p>These people are ready to listen, with or without Heartwise.</p>
      <ul>
        ${helplines.map(helplineItem).join('\n        ')}
      </ul>
    </main>
  </body>
</html>
`;
}
