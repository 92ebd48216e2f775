import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration } from 'webpack';
import { WebpackAssetsManifest } from 'webpack-assets-manifest';
import { InjectManifest } from 'workbox-webpack-plugin';
import { GUEST_TEXTS_FOLDER, guestTexts } from './src/guest-texts';

/**
 * Two bundles: the browser's (dist/client: hashed, split, one lazy chunk per route, a runtime
 * chunk, a manifest the server reads) and the server renderer's (dist/ssr/ssr.js, one file).
 * TypeScript goes through swc with legacy decorators and their metadata (inversify reads it).
 */
const root = __dirname;
/** package.json's version: the web build's version (src/app-version.ts). */
const packageVersion = (
  JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }
).version;
const defineVersion = () =>
  new webpack.DefinePlugin({ __BRIGADE_WEB_VERSION__: JSON.stringify(packageVersion) });

/** Brotli (quality 11) and gzip (level 9) copies of the text assets worth compressing. */
const precompressed = () => {
  const common = { test: /^(assets|locales)\/.*\.(js|css|json)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin<zlib.BrotliOptions>({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...common,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: 9 },
    }),
  ];
};

const swcRule = (target: 'browser' | 'node'): webpack.RuleSetRule => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true, decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
        target: target === 'node' ? 'es2022' : 'es2020',
        // The browser's chunks import swc's helpers (decorators, metadata, class fields) from
        // @swc/helpers once instead of inlining a copy in every decorated module (issue #20).
        externalHelpers: target === 'browser',
      },
    },
  },
});

const resolve: Configuration['resolve'] = { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] };

/**
 * Adds `chunkGroups` to the client manifest: for each named lazy chunk (a route's screen) every
 * script and style it needs, the shared chunks split out of it included, as public paths. The
 * server lists them all in the page (src/ssr/asset-manifest.ts), so the browser fetches them
 * with the first scripts instead of discovering them one round trip later.
 */
function recordChunkGroups(manifest: WebpackAssetsManifest): void {
  const name = 'ChunkGroupsInManifest';
  manifest.compiler?.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap(
      // Before the manifest plugin writes the file (it reports at PROCESS_ASSETS_STAGE_REPORT).
      { name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT - 1 },
      () => {
        const groups: Record<string, { js: string[]; css: string[] }> = {};
        for (const [groupName, group] of compilation.namedChunkGroups) {
          if (group.isInitial()) continue;
          const files = group.getFiles();
          const publicPaths = (extension: string) =>
            files.filter((file) => file.endsWith(extension)).map((file) => manifest.getPublicPath(file));
          groups[groupName] = { js: publicPaths('.js'), css: publicPaths('.css') };
        }
        manifest.setRaw('chunkGroups', groups);
      },
    );
  });
}

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration[] => {
  const mode = argv.mode ?? 'production';
  const production = mode === 'production';

  const client: Configuration = {
    name: 'client',
    mode,
    target: 'web',
    // `careers`: the public careers pages' own small entry (issue #38), none of the signed-in app.
    entry: { main: './src/client.tsx', careers: './src/careers-client.tsx' },
    output: {
      path: path.join(root, 'dist/client'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve,
    module: {
      rules: [swcRule('browser'), { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] }],
    },
    optimization: {
      runtimeChunk: 'single',
      splitChunks: {
        // Every chunk but the careers entry's (issue #38): it keeps its modules in its own files,
        // so the app's entry keeps its one stylesheet (main.css, whose rules a guest page inlines)
        // rather than sharing a split one with it. Nor the sign-in worker's (issue #30): its one
        // script carries the identity library, which it would otherwise fetch after itself, a
        // round trip more before the first sign-in request (the page's own fallback copy of the
        // library, loaded only where no worker runs, keeps its chunk).
        chunks: (chunk) => chunk.name !== 'careers' && chunk.name !== 'brigade-srp',
        cacheGroups: {
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            name: 'react',
            priority: 20,
          },
          // The app's initial libraries; the careers entry keeps its few in its own files.
          vendors: {
            test: /[\\/]node_modules[\\/]/,
            name: 'vendors',
            priority: 10,
            chunks: (chunk) => chunk.canBeInitial() && chunk.name !== 'careers',
          },
          // The signed-in layout comes with every signed-in screen's hard load, named in the page
          // (src/ssr.tsx): as one file rather than a dozen split ones. Over HTTP/1.1 the browser
          // opens 6 connections to the origin, so each further file beyond them costs a round
          // trip more. Its modules that guest screens' chunks share stay in those chunks' own
          // split files as well (only this chunk is selected), so guest pages fetch no more.
          appLayout: {
            chunks: (chunk) => chunk.name === 'app-layout',
            name: 'app-layout-modules',
            enforce: true,
            priority: 15,
          },
          // The HTTP client (axios with it), named in signed-in pages and loaded by guest pages at
          // their first call: one file rather than two, for the same reason.
          http: {
            chunks: (chunk) => chunk.name === 'http',
            name: 'http-modules',
            enforce: true,
            priority: 15,
          },
        },
      },
      minimizer: ['...', new CssMinimizerPlugin()],
    },
    performance: { hints: false },
    plugins: [
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
      }),
      // The build's version (src/app-version.ts): a page from an older build knows it is older.
      defineVersion(),
      new WebpackAssetsManifest({
        output: 'manifest.json',
        entrypoints: true,
        publicPath: '/',
        apply: recordChunkGroups,
      }),
      // Each language's texts, and the guests-only pages' part of them (src/guest-texts.ts).
      new CopyPlugin({
        patterns: [
          { from: 'src/locales/*.json', to: 'locales/[name][ext]' },
          {
            from: 'src/locales/*.json',
            to: `locales/${GUEST_TEXTS_FOLDER}/[name][ext]`,
            transform: (content) =>
              JSON.stringify(guestTexts(JSON.parse(content.toString()) as Record<string, unknown>)),
          },
        ],
      }),
      // /sw.js: precaches this build's scripts, styles and translations (src/sw.ts).
      new InjectManifest({
        swSrc: './src/sw.ts',
        swDest: 'sw.js',
        include: [/^assets\/.*\.(js|css)$/, /^locales\/.*\.json$/],
        exclude: [/\.map$/, /LICENSE/],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      }),
      // .br and .gz copies of scripts, styles and translations, served as they are (web.plugin.ts).
      ...(production ? precompressed() : []),
    ],
  };

  const ssr: Configuration = {
    name: 'ssr',
    mode,
    target: 'node20',
    entry: { ssr: './src/ssr.tsx' },
    output: {
      path: path.join(root, 'dist/ssr'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    devtool: false,
    resolve,
    module: {
      rules: [swcRule('node'), { test: /\.css$/, type: 'asset/resource', generator: { emit: false } }],
      // Web Workers (the sign-in's SRP worker) are the browser's: the server's single file neither
      // starts nor bundles them.
      parser: { javascript: { worker: false, url: false } },
    },
    optimization: { minimize: false },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), defineVersion()],
  };

  return [client, ssr];
};
