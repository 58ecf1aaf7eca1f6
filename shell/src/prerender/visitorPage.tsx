// A page of the SPA rendered at build time for a visitor (web-build/src/prerender.ts): the app's own
// route table, layout, theme and styles with nobody signed in, so the static page is the one the
// app would draw.
import { createQueryClient, currentUserQuery, PlatformProviders } from '@heartwise/web-runtime';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppRoutes } from '../app/App.js';

/** The markup of `location` for a visitor and the style tags it needs. */
export async function renderForVisitor(location: string): Promise<{ html: string; styles: string }> {
  const queryClient = createQueryClient();
  // What GET /api/user says to a visitor: nobody is signed in (the header shows 'Sign In').
  queryClient.setQueryData(currentUserQuery.queryKey, null);
  const sheet = new ServerStyleSheet();
  try {
    // prerender, not renderToString: it waits for the lazily loaded page instead of its fallback.
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <PlatformProviders scope="shell" queryClient={queryClient}>
          <StaticRouter location={location}>
            <AppRoutes />
          </StaticRouter>
        </PlatformProviders>,
      ),
    );
    const parts: Buffer[] = [];
    for await (const part of prelude) parts.push(Buffer.from(part as Uint8Array));
    return { html: Buffer.concat(parts).toString('utf8'), styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
    queryClient.clear();
  }
}
