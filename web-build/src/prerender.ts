// Pages rendered to HTML at build time: a small Node build of a render module (the app's real
// components, theme and styles), run once after the app's own build, writing <page>.html into the
// app's dist next to index.html. A page carries no JavaScript, or (`appTakesOver`) the app's own
// scripts, deferred, which take over the drawn page; a server decides who gets it.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Compiler, Configuration } from 'webpack';
import { resolveOptions, swcRule } from '@heartwise/web-build';

type Mode = 'development' | 'production';

/** What a render module's `render()` gives back: the app's markup and the style tags it needs. */
export interface RenderedPage {
  /** Markup for inside the template's `<div id="root">`. */
  html: string;
  /** `<style>` tags for the head (styled-components' ServerStyleSheet#getStyleTags). */
  styles: string;
}

export interface PrerenderOptions {
  /** The app's folder (its `import.meta.dirname`). */
  dir: string;
  /** The app's webpack config name: this build runs after it, whose `output.clean` would erase the page. */
  after: string;
  /** Module whose `render(): Promise<RenderedPage>` renders the page. */
  entry: string;
  /** The app's index.html template: the page keeps its head (meta, icon, title). */
  template: string;
  title: string;
  /** File name written into dist, e.g. `landing.html`. */
  page: string;
  /**
   * The route the page draws, when the app's scripts come with it: the page is then the built
   * index.html (its deferred entry script, not its script preloads) with the markup in `#root`,
   * which carries `data-prerendered="<route>"` so the app knows to take over instead of drawing
   * from nothing. The entry fetches the rest of the app at the person's first use of the page
   * (shell/src/index.ts), so preloading it would spend a phone's first seconds on code the drawn
   * page does not need. Without it, the page has no script at all.
   */
  appTakesOver?: string;
}

const TITLE_TOKEN = '<%= htmlWebpackPlugin.options.title %>';
const ROOT = '<div id="root"></div>';
const NOSCRIPT = /\s*<noscript>[^<]*<\/noscript>/;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** React 19 renders a component's `<title>` where it stands; in a static page it belongs in the head. */
const PAGE_TITLE = /<title>([^<]*)<\/title>/;

/** The template with the page filled in; refuses a template this cannot fill exactly. */
export function fillTemplate(template: string, title: string, page: RenderedPage): string {
  if (!template.includes(TITLE_TOKEN) || !template.includes(ROOT) || !template.includes('</head>')) {
    throw new Error(`the template needs ${TITLE_TOKEN}, ${ROOT} and </head>`);
  }
  const pageTitle = PAGE_TITLE.exec(page.html)?.[1];
  const filled = template
    // Already escaped by React.
    .replace(TITLE_TOKEN, pageTitle ?? escapeHtml(title))
    .replace('</head>', `  ${page.styles}\n  </head>`)
    .replace(ROOT, `<div id="root">${page.html.replace(PAGE_TITLE, '')}</div>`)
    // The page works without JavaScript: the app's "needs JavaScript" notice would be untrue here.
    .replace(NOSCRIPT, '');
  if (filled.includes('<%')) throw new Error('the template has placeholders prerender cannot fill');
  // The page is served without the app: a script here (React's streaming glue) would be dead or blocked by the CSP.
  if (/<script\b/i.test(page.html)) throw new Error('the prerendered markup contains a <script>');
  return filled;
}

/** A `<link>` preloading a script, in any attribute order, quoted or as the minifier leaves it. */
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel=["']?preload\b)(?=[^>]*\bas=["']?script\b)[^>]*>\s*/gi;

/** `<div id="root">`, as written in the template or as html-webpack-plugin's minifier leaves it. */
const BUILT_ROOT = /<div id="?root"?><\/div>/;
const BUILT_TITLE = /<title>[^<]*<\/title>/;

/**
 * The app's built index.html with the page drawn in it: its deferred scripts kept and its script
 * preloads dropped (see `appTakesOver`), the styles in the head, the page's own title, and `#root`
 * marked with the route it holds.
 */
export function fillBuiltPage(built: string, route: string, page: RenderedPage): string {
  if (!BUILT_ROOT.test(built) || !BUILT_TITLE.test(built) || !built.includes('</head>')) {
    throw new Error('the built index.html needs a <title>, an empty <div id="root"> and </head>');
  }
  if (!/<script\b[^>]*\bdefer\b/i.test(built)) throw new Error('the built index.html has no deferred script');
  if (/<script\b/i.test(page.html)) throw new Error('the prerendered markup contains a <script>');
  const pageTitle = PAGE_TITLE.exec(page.html)?.[0];
  return (
    built
      .replace(SCRIPT_PRELOAD, '')
      // Already escaped by React.
      .replace(BUILT_TITLE, () => pageTitle ?? built.match(BUILT_TITLE)?.[0] ?? '')
      .replace('</head>', () => `${page.styles}</head>`)
      .replace(
        BUILT_ROOT,
        () =>
          `<div id="root" data-prerendered="${escapeHtml(route)}">${page.html.replace(PAGE_TITLE, '')}</div>`,
      )
  );
}

/** Runs the built render module and writes the page into `<dir>/dist`. */
class WritePrerenderedPage {
  private readonly options: PrerenderOptions;

  constructor(options: PrerenderOptions) {
    this.options = options;
  }

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('WritePrerenderedPage', async (compilation) => {
      if (compilation.errors.length > 0) return;
      const bundle = path.join(compiler.outputPath, 'render.cjs');
      const require = createRequire(import.meta.url);
      // A fresh copy on every build (watch mode reruns this in the same process).
      Reflect.deleteProperty(require.cache, require.resolve(bundle));
      const { render } = require(bundle) as { render: () => Promise<RenderedPage> };
      const page = await render();
      const dist = path.join(this.options.dir, 'dist');
      const { appTakesOver } = this.options;
      const html = appTakesOver
        ? fillBuiltPage(readFileSync(path.join(dist, 'index.html'), 'utf8'), appTakesOver, page)
        : fillTemplate(
            readFileSync(path.resolve(this.options.dir, this.options.template), 'utf8'),
            this.options.title,
            page,
          );
      writeFileSync(path.join(dist, this.options.page), html);
    });
  }
}

/** The Node build of one prerendered page; list it after the app's own config. */
export function prerenderedPage(options: PrerenderOptions, mode: Mode): Configuration {
  const name = path.basename(options.page, '.html');
  return {
    name: `${options.after}-prerender-${name}`,
    dependencies: [options.after],
    mode,
    target: 'node',
    context: options.dir,
    entry: { render: options.entry },
    devtool: false,
    output: {
      path: path.join(options.dir, 'node_modules/.cache/prerender', name),
      filename: 'render.cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: resolveOptions,
    module: {
      rules: [{ test: /[\\/]contracts[\\/]src[\\/]/, sideEffects: false }, swcRule(mode === 'production')],
    },
    // Run once at build time, never shipped: readable beats small.
    optimization: { minimize: false },
    cache: {
      type: 'filesystem',
      name: `prerender-${name}-${mode}`,
      buildDependencies: { config: [import.meta.filename] },
    },
    plugins: [new WritePrerenderedPage(options)],
    performance: { hints: false },
  };
}
