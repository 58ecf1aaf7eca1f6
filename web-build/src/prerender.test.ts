import { describe, expect, it } from '@jest/globals';
import { fillBuiltPage } from './prerender.js';

// html-webpack-plugin's minified output, as the shell's build writes it.
const BUILT =
  '<!doctype html><html lang=en><head><title>Heartwise</title><script defer src=/main.1.js></script>' +
  '<link rel=preload as=script href=/2.js></head><body><div id=root></div><noscript>Needs JavaScript.</noscript></body></html>';
const PAGE = {
  html: '<title>Sign in · Heartwise</title><form aria-label="Sign in"></form>',
  styles: '<style>a{}</style>',
};

describe('a prerendered page the app takes over', () => {
  it('drops script preloads written in any attribute order, and keeps other preloads', () => {
    const built = BUILT.replace(
      '<link rel=preload as=script href=/2.js>',
      '<link as="script" rel="preload" href="/3.js"><link rel=preload as=font href=/f.woff2 crossorigin>',
    );
    const html = fillBuiltPage(built, '/auth', PAGE);
    expect(html).not.toContain('/3.js');
    expect(html).toContain('<link rel=preload as=font href=/f.woff2 crossorigin>');
  });

  it('keeps the built page’s deferred scripts, not its script preloads, with the drawn page in a marked #root', () => {
    const html = fillBuiltPage(BUILT, '/auth', PAGE);
    // The rest of the app is fetched at the person's first use of the page (shell/src/index.ts).
    expect(html).toContain('<script defer src=/main.1.js></script><style>');
    expect(html).not.toContain('preload');
    expect(html).toContain('<title>Sign in · Heartwise</title>');
    expect(html).toContain('<style>a{}</style></head>');
    expect(html).toContain(
      '<div id="root" data-prerendered="/auth"><form aria-label="Sign in"></form></div>',
    );
    // The app does need JavaScript to send the form: the notice stays true.
    expect(html).toContain('<noscript>Needs JavaScript.</noscript>');
  });

  it('refuses a built page it cannot fill and markup carrying a script', () => {
    expect(() => fillBuiltPage(BUILT.replace('<div id=root></div>', ''), '/auth', PAGE)).toThrow(/root/);
    expect(() => fillBuiltPage(BUILT.replace(' defer', ''), '/auth', PAGE)).toThrow(/deferred/);
    expect(() => fillBuiltPage(BUILT, '/auth', { ...PAGE, html: '<script>1</script>' })).toThrow(/script/);
  });
});
