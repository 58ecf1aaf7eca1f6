// The host's index.html names main.js only: everything the app needs to draw its first view
// (the bootstrap behind the async boundary, and the shared libraries it consumes: React, React DOM,
// the router, react-query, styled-components, zod, ui-kit, web-runtime) is found only once main.js
// has run, a second round trip on a phone's network. This adds a <link rel="preload"> for each of
// those files to the page's head, so the browser fetches them beside main.js.
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Chunk, ChunkGroup, Compilation, Compiler, Module } from 'webpack';

const NAME = 'StartPreloadPlugin';

// The slices of the federation plugin's sharing modules this reads.
interface ConsumeShared extends Module {
  options: { shareKey: string };
}
interface ProvideShared extends Module {
  _name: string;
}

/** A module's files: its own, or those of the modules a production build concatenated into it. */
function resourcesOf(module: Module): string[] {
  const inner = (module as { modules?: Iterable<Module> }).modules;
  if (inner) return [...inner].flatMap(resourcesOf);
  const resource = (module as { resource?: string }).resource;
  return resource ? [resource] : [];
}

const blockGroups = (module: Module, compilation: Compilation): ChunkGroup[] =>
  module.blocks
    .map((block) => compilation.chunkGraph.getBlockChunkGroup(block))
    .filter((group): group is ChunkGroup => group !== undefined);

/**
 * The chunks a consumed shared module is loaded from: the host's own provided copy (what the page
 * runs under 'loaded-first', the host being first), else the consume's fallback.
 */
function consumedChunkGroups(
  module: Module,
  compilation: Compilation,
  provided: ReadonlyMap<string, Module>,
): ChunkGroup[] {
  if (module.constructor.name !== 'ConsumeSharedModule') return [];
  const provide = provided.get((module as ConsumeShared).options.shareKey);
  return blockGroups(provide ?? module, compilation);
}

/** The chunks of the bootstrap's chunk group(s), then of every shared module they consume, recursively. */
function startChunks(compilation: Compilation, bootstrap: RegExp): Set<Chunk> {
  const chunks = new Set<Chunk>();
  const pending: ChunkGroup[] = [];
  for (const module of compilation.modules) {
    if (!resourcesOf(module).some((resource) => bootstrap.test(resource))) continue;
    for (const chunk of compilation.chunkGraph.getModuleChunksIterable(module))
      for (const group of chunk.groupsIterable) pending.push(group);
  }
  const provided = new Map<string, Module>();
  for (const module of compilation.modules)
    if (module.constructor.name === 'ProvideSharedModule')
      provided.set((module as ProvideShared)._name, module);
  const seen = new Set<ChunkGroup>();
  for (let group = pending.pop(); group; group = pending.pop()) {
    if (seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) {
      if (chunk.canBeInitial() || chunks.has(chunk)) continue;
      chunks.add(chunk);
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
        pending.push(...consumedChunkGroups(module, compilation, provided));
    }
  }
  return chunks;
}

export class StartPreloadPlugin {
  /** The module behind the host's async boundary (`import('./bootstrap')`). */
  private readonly bootstrap: RegExp;

  constructor(bootstrap = /[\\/]src[\\/]bootstrap\.tsx?$/) {
    this.bootstrap = bootstrap;
  }

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const files = [...startChunks(compilation, this.bootstrap)]
          .flatMap((chunk) => [...chunk.files])
          .filter((file) => file.endsWith('.js'))
          .sort();
        const preloads = files.map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` },
          meta: { plugin: NAME },
        }));
        return { ...data, headTags: [...data.headTags, ...preloads] };
      });
    });
  }
}
