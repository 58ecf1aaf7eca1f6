// Brotli and gzip copies of every text file a build emits, beside it (`main.abc.js.br`,
// `main.abc.js.gz`), made once at the highest levels: the static servers send them to browsers that
// accept them (service-kit's staticSite, express-static-gzip) instead of the raw bytes.
import { constants, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import type { WebpackPluginInstance } from 'webpack';

const TEXT_FILES = /\.(js|html|json|css|svg|txt)$/;

export function precompressed(): WebpackPluginInstance[] {
  const common = { test: TEXT_FILES, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin<BrotliOptions>({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin<ZlibOptions>({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: constants.Z_BEST_COMPRESSION },
    }),
  ];
}
