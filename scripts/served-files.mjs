// The files of dist/browser/ besides the bundle, for scripts/build-assets.mjs: the sanitizer's chunk,
// the stylesheets, their compressed variants and DataTables.net's languages.
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import * as esbuild from 'esbuild';

/**
 * esbuild's names for the bundle's chunks (code the bundle imports with `import()`, and code shared by
 * it and the bundle): `ux-datatables-chunk-<8 letters or digits of the content's hash>.js`, the shape
 * lib/http/assets/asset-catalog.ts serves as immutable.
 */
export const CHUNK_NAMES = 'ux-datatables-chunk-[hash]';
/** DOMPurify as a module of its own, which the bundle imports when a table shows an `html` column. */
export const SANITIZER_CHUNK = 'ux-datatables-dompurify.js';
/** The relation picker's styles, which the bundle links when the picker's code is first fetched. */
export const RELATION_STYLESHEET = 'ux-datatables-relations.css';
/** The styles of cells edited in place, which the bundle links when the cells' code is first fetched. */
export const CELL_STYLESHEET = 'ux-datatables-cells.css';
/** The row order's styles, which the bundle links with the row order's code. */
export const ORDER_STYLESHEET = 'ux-datatables-order.css';
/** The row details' styles, which the bundle links with the details' code. */
export const DETAILS_STYLESHEET = 'ux-datatables-details.css';
/** The columns' arrangement's styles, which the bundle links with its chunks (sticky header, pinned columns, moves, widths). */
export const COLUMNS_STYLESHEET = 'ux-datatables-columns.css';
/**
 * The stylesheets of chunks, by the module that names each one's URL for the bundle (null in the modules for
 * bundlers, whose application imports the stylesheet itself): {@link chunkStylesheetsAt} fills them in.
 */
export const CHUNK_STYLESHEETS = [
  { file: RELATION_STYLESHEET, module: /[\\/]assets[\\/]relations[\\/]relation-stylesheet-url\.ts$/, name: 'RELATION_STYLESHEET' },
  { file: CELL_STYLESHEET, module: /[\\/]assets[\\/]cells[\\/]cell-stylesheet-url\.ts$/, name: 'CELL_STYLESHEET' },
  { file: ORDER_STYLESHEET, module: /[\\/]assets[\\/]order[\\/]order-stylesheet-url\.ts$/, name: 'ORDER_STYLESHEET' },
  { file: DETAILS_STYLESHEET, module: /[\\/]assets[\\/]details[\\/]details-stylesheet-url\.ts$/, name: 'DETAILS_STYLESHEET' },
  { file: COLUMNS_STYLESHEET, module: /[\\/]assets[\\/]arrange[\\/]columns-stylesheet-url\.ts$/, name: 'COLUMNS_STYLESHEET' },
];
// Each file served is DataTables.net's stylesheet and its Responsive styling, so a page links one file
// per styling, as before Responsive (its JavaScript is in the bundle; its bs5 JavaScript only restyles
// the modal display, which the library does not use).
const STYLESHEETS = {
  'datatables.net-dt.css': ['datatables.net-dt/css/dataTables.dataTables.min.css', 'datatables.net-responsive-dt/css/responsive.dataTables.min.css'],
  'datatables.net-bs5.css': ['datatables.net-bs5/css/dataTables.bootstrap5.min.css', 'datatables.net-responsive-bs5/css/responsive.bootstrap5.min.css'],
};
/**
 * What pages load from the router (lib/http/assets/asset-handler.ts, BROWSER_ASSETS, which also serves the
 * source map).
 */
export const PAGE_FILES = ['ux-datatables.js', SANITIZER_CHUNK, 'ux-datatables.css', ...CHUNK_STYLESHEETS.map(({ file }) => file), ...Object.keys(STYLESHEETS)];
// Resolved through each package's `exports`, wherever npm put it.
const require = createRequire(import.meta.url);
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * dist/browser/ux-datatables-dompurify.js: DOMPurify minified, its licence kept, and the name the
 * bundle imports it by: `./ux-datatables-dompurify.<hash>.js`, the hash as lib/http/assets/asset-catalog.ts
 * computes it (the first 16 hex digits of the SHA-256 of the bytes), so the import is the immutable URL.
 * Relative, it resolves against the bundle's own URL wherever the router is mounted.
 */
export async function buildSanitizerChunk(root, outdir, target) {
  const result = await esbuild.build({
    stdin: { contents: "export { default } from 'dompurify';", resolveDir: root, loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target,
    minify: true,
    legalComments: 'eof',
    logLevel: 'warning',
  });
  const bytes = result.outputFiles[0].contents;
  await writeFile(join(outdir, SANITIZER_CHUNK), bytes);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  return `./${SANITIZER_CHUNK.replace(/\.js$/, `.${hash}.js`)}`;
}

/**
 * An esbuild plugin for the bundle: `import('dompurify')` becomes an import of the chunk's URL, and a
 * static import of DOMPurify fails the build (it would put the sanitizer back into every page's bundle).
 */
export function sanitizerOnDemand(chunkUrl) {
  return {
    name: 'sanitizer-on-demand',
    setup(build) {
      build.onResolve({ filter: /^dompurify$/ }, ({ kind, importer }) => (kind === 'dynamic-import'
        ? { path: chunkUrl, external: true }
        : { errors: [{ text: `${importer} imports DOMPurify statically; only assets/columns/sanitize-html.ts may, with import()` }] }));
    },
  };
}

/** DataTables.net's extensions a chunk of the bundle may load: each must attach to the bundle's DataTables.net. */
const EXTENSION = /[\\/]node_modules[\\/]datatables\.net-(rowreorder|fixedheader|fixedcolumns|colreorder)[\\/]/;

/**
 * An esbuild plugin for the bundle: `datatables.net` imported by an extension (RowReorder, in the row order's chunk)
 * is the bundle's own DataTables.net, which assets/browser.ts leaves under the key of `coreKeyModule`
 * (assets/table/core-key.ts). Without it the extension would bring a DataTables.net of its own: every chunk holds a
 * copy of what it shares with the bundle (inlineSharedChunks). esbuild fails the build if an extension imports a
 * name not given here. The modules for bundlers need none of this: the application's bundler keeps one copy.
 */
export function extensionsOnTheBundlesCore(coreKeyModule) {
  return {
    name: 'extensions-on-the-bundles-core',
    setup(build) {
      build.onResolve({ filter: /^datatables\.net$/ }, ({ importer }) => (EXTENSION.test(importer) ? { path: 'bundle-core', namespace: 'ux-datatables' } : undefined));
      build.onLoad({ filter: /^bundle-core$/, namespace: 'ux-datatables' }, () => ({
        contents: `import { CORE_KEY } from ${JSON.stringify(coreKeyModule)};
const core = globalThis[CORE_KEY];
export default core;
export const util = core.util, Dom = core.Dom, Api = core.Api;`,
        loader: 'js',
        resolveDir: dirname(coreKeyModule),
      }));
    },
  };
}

/**
 * dist/browser/<file> for each of {@link CHUNK_STYLESHEETS} (`source` its directory): the styles minified, and
 * the names the bundle links them by, `./<name>.<hash>.css`, hashed as the sanitizer's chunk is
 * (buildSanitizerChunk), by file.
 */
export async function buildChunkStylesheets(source, outdir, target) {
  const urls = {};
  for (const { file } of CHUNK_STYLESHEETS) {
    const { code } = await esbuild.transform(await readFile(join(source, file), 'utf8'), { loader: 'css', minify: true, target });
    await writeFile(join(outdir, file), code);
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
    urls[file] = `./${file.replace(/\.css$/, `.${hash}.css`)}`;
  }
  return urls;
}

/**
 * An esbuild plugin for the bundle: each module of {@link CHUNK_STYLESHEETS} (null, which the modules for
 * bundlers keep: the application imports the stylesheet itself) becomes its stylesheet's URL (`urls`, by file).
 */
export function chunkStylesheetsAt(urls) {
  return {
    name: 'chunk-stylesheets-at',
    setup(build) {
      for (const { file, module, name } of CHUNK_STYLESHEETS) {
        build.onLoad({ filter: module }, () => ({ contents: `export const ${name} = ${JSON.stringify(urls[file])};`, loader: 'ts' }));
      }
    },
  };
}

/**
 * The stylesheets: ours minified (the source, with its comments, is dist/assets/styles/ for bundlers),
 * DataTables.net's with its Responsive styling, one file per styling.
 */
export async function writeStylesheets(source, outdir, target) {
  const ours = await esbuild.transform(await readFile(source, 'utf8'), { loader: 'css', minify: true, target });
  await writeFile(join(outdir, 'ux-datatables.css'), ours.code);
  for (const [name, specifiers] of Object.entries(STYLESHEETS)) {
    const parts = await Promise.all(specifiers.map((specifier) => readFile(require.resolve(specifier), 'utf8')));
    await writeFile(join(outdir, name), parts.join('\n'));
  }
}

/**
 * <file>.br and <file>.gz beside each served file, written after it (the router ignores a variant older
 * than its file). Done once here at the highest levels, which would cost too much per request: brotli 11
 * on the bundle takes about half a second.
 */
export async function compressPageFiles(outdir) {
  const chunks = (await readdir(outdir)).filter((name) => /^ux-datatables-chunk-[A-Z0-9]+\.js$/.test(name));
  await Promise.all([...PAGE_FILES, ...chunks].map(async (name) => {
    const bytes = await readFile(join(outdir, name));
    const params = { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length };
    const [br, gz] = await Promise.all([compressBrotli(bytes, { params }), compressGzip(bytes, { level: 9 })]);
    await Promise.all([writeFile(join(outdir, `${name}.br`), br), writeFile(join(outdir, `${name}.gz`), gz)]);
  }));
}


/**
 * esbuild's splitting puts each module that the bundle and a chunk on demand both import into a shared
 * chunk of its own, which the bundle imports statically: a first load would fetch a dozen small files,
 * each with its headers and compressed alone. Here the bundle and each chunk on demand take in the shared
 * chunks they import (a second esbuild pass over the first's output, its source maps followed), and the
 * shared chunks go: the first load is one file, and a flow is one file on its click. What they share is
 * then copied into the chunks on demand; it holds no state (constants, pure functions, classes known by
 * their name: a `NetworkError` is recognized by its name, assets/requests/request-failure.ts).
 */
export async function inlineSharedChunks(root, metafile, target) {
  const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js'));
  const loaded = new Set(outputs.flatMap(([, output]) => output.imports.filter((found) => found.kind === 'dynamic-import' && !found.external).map((found) => found.path)));
  const whole = outputs.filter(([file, output]) => output.entryPoint || loaded.has(file)).map(([file]) => join(root, file));
  const shared = outputs.filter(([file, output]) => !output.entryPoint && !loaded.has(file)).map(([file]) => join(root, file));
  const keepDynamic = { name: 'keep-dynamic-imports', setup(build) { build.onResolve({ filter: /.*/ }, ({ kind, path }) => (kind === 'dynamic-import' ? { path, external: true } : undefined)); } };
  const built = await Promise.all(whole.map((file) => esbuild.build({
    entryPoints: [file], outfile: file, allowOverwrite: true, bundle: true, write: false, format: 'esm', platform: 'browser',
    target, minify: true, sourcemap: true, legalComments: 'eof', plugins: [keepDynamic], logLevel: 'warning',
  })));
  await Promise.all(built.flatMap((result) => result.outputFiles.map((output) => writeFile(output.path, output.contents))));
  await Promise.all(shared.flatMap((file) => [rm(file), rm(`${file}.map`, { force: true })]));
  return { whole: whole.map((file) => basename(file)), shared: shared.map((file) => basename(file)) };
}
