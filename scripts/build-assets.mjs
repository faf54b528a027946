// Builds the browser side (assets/) into:
//   dist/browser/ux-datatables.js(.map)  self-starting ESM bundle: Stimulus and DataTables.net (with Responsive) included,
//                                        the `datatable` controller registered, `modalAdapters` exported
//   dist/browser/ux-datatables-chunk-<hash>.js  the flows a page may never use (the edit and create modal and the
//                                        modal's own code, delete, bulk, undo, the export's download, the filter
//                                        bar's controls, the column menu's list), each fetched on its first use
//                                        (assets/flows/OnDemand.ts); what they share with the bundle is copied into
//                                        each, so that a first load is one file (served-files.mjs, inlineSharedChunks)
//   dist/browser/ux-datatables-dompurify.js  DOMPurify, which the bundle imports by its hashed name only when a
//                                        table shows an `html` column (most pages never fetch it: about 10 KB less)
//   dist/browser/ux-datatables.css       styles of the `dt` edit modal and the error alert, minified
//   dist/browser/ux-datatables-relations.css  the relation picker's styles, minified, which the bundle links by
//                                        their hashed name with the picker's chunk (most pages never fetch them)
//   dist/browser/ux-datatables-cells.css the styles of cells edited in place, linked so with the cells' chunk
//   dist/browser/ux-datatables-details.css the row details' styles, linked so with the details' chunk
//   dist/browser/ux-datatables-order.css the row order's styles (its handles, RowReorder's dragged row), linked so
//                                        with the row order's chunk, which holds RowReorder (attached to the bundle's
//                                        DataTables.net: served-files.mjs, extensionsOnTheBundlesCore)
//   dist/browser/ux-datatables-columns.css the columns' arrangement's styles (sticky header, pinned columns, the move
//                                        buttons and the edges sized), linked so with its chunks, which hold FixedHeader,
//                                        FixedColumns and ColReorder, each in a chunk of its own
//   dist/browser/datatables.net-dt.css   DataTables.net's own stylesheets (default and Bootstrap 5), each
//   dist/browser/datatables.net-bs5.css  followed by its Responsive styling (the detail row), copied from
//                                        their packages so the router can serve them as one file each
//   dist/browser/<file>.br, <file>.gz    the bundle, the chunk and each stylesheet compressed at build time, brotli at quality 11
//                                        and gzip at level 9, which the router sends by Accept-Encoding (the source map,
//                                        fetched only by developer tools, is left as it is)
//   dist/assets/**/*.js + *.d.ts         one ESM module per source file, for bundlers (`@vendor/ux-datatables/assets`);
//                                        @hotwired/stimulus, datatables.net* (Responsive and its other extensions too) and dompurify stay imports
//   dist/lib/wire/*.js + *.d.ts          the only lib/ modules assets/ imports, so dist/assets resolves without
//                                        `npm run build` (which emits the same modules from tsc)
// and prints the sizes, our own code alone measured minified and gzipped with the packages of
// EXTERNAL (Stimulus, DataTables.net and its Responsive extension, DOMPurify) left out. The build fails when the browser code
// pulls in server code (lib/ outside lib/wire/, Express, MikroORM, ...), when an emitted module
// imports a file that is not there, or when our own code exceeds its budget (OWN_CODE_BUDGET below) min+gzip.
// `node scripts/build-assets.mjs --check` builds nothing, only checks and measures.
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import ts from 'typescript';
import {
  buildChunkStylesheets, buildSanitizerChunk, CHUNK_NAMES, CHUNK_STYLESHEETS, chunkStylesheetsAt, compressPageFiles, extensionsOnTheBundlesCore, inlineSharedChunks,
  PAGE_FILES, sanitizerOnDemand, writeStylesheets,
} from './served-files.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const assets = join(root, 'assets');
const wire = join(root, 'lib', 'wire');
const dist = join(root, 'dist');
const EXTERNAL = ['@hotwired/stimulus', 'datatables.net', 'datatables.net-dt', 'datatables.net-bs5', 'datatables.net-responsive', 'datatables.net-rowreorder', 'datatables.net-fixedheader', 'datatables.net-fixedcolumns', 'datatables.net-colreorder', 'dompurify'];
const TARGET = ['es2022', 'chrome100', 'firefox100', 'safari15.4'];
// Packages only the server may load: a browser bundle holding one of them is a mistake, however it got there.
const SERVER_PACKAGES = /^(express|ejs|yup|jose|multer|csrf-csrf|cookie-parser|yaml|pg|@mikro-orm\/[^/]+|@electric-sql\/[^/]+)$/;
const NODE_BUILTINS = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
const measureOnly = process.argv.includes('--check');
// Our own code (measureOwnCode), minified and gzipped: a feature that does not fit makes room first.
// 9 KiB (9,215 bytes used) until translations: the page's messages wired through the flows, the ICU-subset
// formatter (lib/wire/translate.ts, 0.6 KiB) and Intl formatting of numbers and dates took it to 9.8 KiB
// (about 10,070 bytes), though the English strings left the bundle; the catalogues never enter it. Raised to
// 10 KiB rather than trimming working code; docs/production.md (Going to production) gives the same figures.
// Raised by 128 bytes (10,231 used) when the rules both sides share moved to lib/wire/ (issue 16): the
// registry now refuses an adapter key the server refuses, quoting it and the rule (56 bytes; before, such
// a key made every edit answer 400), and the modal's selectors are built from the hooks' names, which the
// minifier does not fold (about 40 bytes).
// Raised to 12 KiB (12,134 used, from 10,327) by issue 17's findings 4-7 and 11, each one a new user's
// complaint: the confirmation as an accessible dialog in each adapter's look instead of confirm(), the
// notices (one module that create, bulk and undo reuse), asking before unsaved changes are discarded
// (Cancel, Esc, backdrop, beforeunload), focus after a delete and the row named in the question, the
// conflict's "use this value", Esc during Bootstrap's fade-in: about 1.8 KiB together, the dialog's
// markup and the notices the largest parts.
// Then by 512 bytes for issue 17's table: Responsive's options and the action column's priority
// (Responsive itself is a dependency, outside this figure), the state kept for the tab (stateSave in
// sessionStorage), the last page kept with "Your session has ended" on a 401/403, number columns'
// decimals and the browser's region for dates. Each is a few lines; none could go without its feature.
// Then by 256 bytes (12,934 used, from 12,679) when DOMPurify left the bundle for a file of its own, fetched
// only once a table shows an `html` column: deciding when (visible columns, the first rows waiting for it, a
// column shown later drawn again) costs about 250 bytes here and takes about 10 KB off every other page's
// first load (the README's "Going to production" gives the figures).
// Then by 512 bytes for issue 18's create (13,485 used, from 12,934): the toolbar beside the search, New
// through the edit flow's modal life (one flow, a create mode, not a twin), the created row highlighted with
// "Row created" or "not on this page", `datatable:created`, the create endpoints, and a published create
// announced and highlighted. Trimmed meanwhile: the action buttons are drawn by one function, and the click
// listener picks its handler by the action's name.
// Then by 3,200 bytes for issue 19's bulk actions and undo (about 3,120 used): the selection (its
// column, the header's checkbox, shift ranges, "all matching", the bar in the toolbar), the bulk flow
// (question with the count, request, 413, the summary of refusals), the undo window (hidden rows, the
// notice's Undo, the send when the window ends or the page goes), and bulk changes in real time.
// Then by 1,792 bytes for issue 20's column filters (18,478 used, from 16,681): the filter bar (a control
// per filterable column: choices, yes/no, from/to, text in its search mode, each labelled), its chips
// (the filter in words, translated, dates and numbers in the page's locale; removing one keeps the focus
// in the chips), the one FilterState the data request, "select all matching" and a reload read.
// Then by 3,840 bytes for issue 20's column visibility and the view in the URL (20,443 used, from
// 16,681): the column menu (a disclosure with its checkboxes, Escape and focus, Responsive's folded
// columns told apart), the choices kept per browser, the URL's readable parameters read strictly
// (lib/wire/view-url, which the server can read the same links with), the start view over the tab's
// state before the first request, and history entries pushed, replaced while typing and restored on Back.
// Then by 2,048 bytes for issue 20's export (18,711 used alone): the toolbar's Export button and its menu of
// formats, the download read through a stream reader with the bytes received in a live region, Cancel
// (an AbortController, which ends the server's query), the file handed over as a Blob under the
// server's name, and the export URL carrying the table's search, order, column searches, filters and
// shown columns (about 1,800 bytes). The cells' formatting moved to lib/wire/cell-text.ts, shared with
// the server's export; what made a million cells fast there (a number's text without Intl where nothing
// rounds, a column's dates worked out once) is about 260 bytes here.
// Then by 512 bytes for issue 27's focus (24,721 used, from 24,063): focus kept across a reload and sent
// to the next row's action or near the table (search, toolbar) rather than <body> or the <table>, the
// Export menu's arrow keys and focus on Cancel and back, and the row-details cell's named button.
// Then by 512 bytes for issue 27's view that survives a reload (25,119 used with the focus work, from 24,721):
// the first data request held until the live table's stream opens (one request per page load, where the
// first open reloaded), reloads waiting for the first answer so they ask for the page shown, and the column
// filters kept in the tab's state, read back as strictly as the URL's.
// Then by 512 bytes for issue 27's forms that say what they do (about 650 bytes alone, from 24,063): a paste the
// field's maxlength cut said by the field and the counter from 80 % of the limit, in a polite live
// region (assets/actions/length-hints.ts), and the created row's Show button that searches for its key.
// Then by 512 bytes for issue 27's layout (26,241 used with all of issue 27, from 25,851): the column that
// names the row kept from folding, the selection's bar a row of its own above the table, the empty row
// spanning the header, the table's top brought back into the window after a change of page.
// Issue 28 took the flows a page may never use to chunks fetched on their first use: the first load's own code
// went from 26,241 to about 24,250 bytes, the chunks on demand (about 9.2 KiB) reported beside it.
// The relation picker's styles as a file of their own (ux-datatables-relations.css) cost the first load 38 bytes
// (25,314 used, from 25,276): the filter bar waiting for them before it draws a relation filter. The link
// itself is made from the chunks that show a picker (the edit flow's, the filter controls', the cells'), not the bundle.
// Then by 1,024 bytes for issue 30's cells edited in place (26,095 used, from 25,524): the hook that fetches the
// cells' chunk with a table that has a column edited in place (their marking, keys and editor: about 2.6 KiB on
// demand), the row drawn again from a save's answer, the cell endpoint's request, the switch drawn enabled where
// the row may be edited. A first version kept the marking and the keys in the bundle: 1,061 bytes.
// Measured as served from issue 33's saved views on: the first load is one file (the chunks esbuild shares with
// the chunks on demand taken back into it), compressed together; the same code measured 24,860 bytes so, 2,555
// fewer than as separate files, and the budget moved down by as much (the 105 bytes left kept). Then up by 768 for
// the saved views (25,515 used): their menu, stores and requests are a chunk (about 3 KiB on demand) fetched once
// a table with `savedViews()` exists, but the user's default view is read before the first data request (the
// query kept in localStorage, read against the table) and the toolbar's slot made in the first load.
// Then up by 256 for issue 34's row order (25,855 used, from 25,632): the handles' column, which DataTables.net must
// be given when it starts, the chunk fetched once such a table exists, and a live change waiting until a row being
// moved is let go; the buttons, the drag (RowReorder), the keyboard's move and the requests are the chunk's (about
// 6 KB brotli on demand, RowReorder's 4 of it). The row details' column and hook fit in the same 256 (25,955 used with
// both, the hook now shared: flows/column-part.ts).
// Then up by 1,024 for issue 34's columns arranged (26,943 used, from 25,957): the order of the columns shown and their
// widths are part of a view, read from the page's URL and a saved default before the first data request (`cols` in
// the order shown, `widths=`: lib/wire/column-arrangement.ts, about 610 bytes minified, and view-url.ts's reading and
// writing them, about 400), the first request held until the columns sit as the view says, and the hook fetching the
// arrangement's chunks (FixedHeader, FixedColumns, ColReorder with the move buttons and the widths, each a chunk of
// its own: about 4.1, 2.9, 5.4 and 2.3 KB brotli on demand).
const OWN_CODE_BUDGET = 13 * 1024 + 256 + 3200 + 1792 + 3840 + 2048 + 512 + 512 + 512 + 512 + 1024 - 2555 + 768 + 256 + 1024;
async function sourceFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
    }),
  );
  return files.flat();
}

/** The imports by which browser code reaches server code, as `<server file>, imported by <browser file>`. */
function serverImports(metafile) {
  const found = [];
  for (const [file, input] of Object.entries(metafile.inputs)) {
    // Only the crossings: what server code imports in turn would bury them.
    if (isServerCode(file)) continue;
    for (const { path, external } of input.imports) {
      if (external ? NODE_BUILTINS.has(path) : isServerCode(path)) found.push(`${path}, imported by ${file}`);
    }
  }
  return found;
}

/** Whether a bundle input (a path relative to the package root) is server code. */
function isServerCode(path) {
  if (path.startsWith('lib/') && !path.startsWith('lib/wire/')) return true;
  const name = path.match(/(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1];
  return name !== undefined && SERVER_PACKAGES.test(name);
}

/** Fails the build, naming each crossing, when the bundle holds server code. */
function assertNoServerCode(metafile, bundle) {
  const offending = serverImports(metafile);
  if (offending.length === 0) return;
  console.error(`build-assets: ${bundle} pulls in server code; assets/ may import nothing of lib/ but lib/wire/:`);
  for (const line of offending) console.error(`  ${line}`);
  process.exit(1);
}

/** dist/browser: one minified module, its chunks loaded on demand, DOMPurify (a module of its own), and the stylesheets. */
async function buildBrowserBundle() {
  const outdir = join(dist, 'browser');
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const sanitizerUrl = await buildSanitizerChunk(root, outdir, TARGET);
  const stylesheetUrls = await buildChunkStylesheets(join(assets, 'styles'), outdir, TARGET);
  const result = await esbuild.build({
    entryPoints: { 'ux-datatables': join(assets, 'browser.ts') },
    absWorkingDir: root,
    outdir,
    bundle: true,
    // What a page needs only once the user acts (a modal, a bulk, an export) is imported with import():
    // a chunk of its own, named by its content (CHUNK_NAMES), fetched when first used.
    splitting: true,
    chunkNames: CHUNK_NAMES,
    format: 'esm',
    platform: 'browser',
    target: TARGET,
    minify: true,
    sourcemap: true,
    legalComments: 'eof',
    metafile: true,
    plugins: [sanitizerOnDemand(sanitizerUrl), chunkStylesheetsAt(stylesheetUrls), extensionsOnTheBundlesCore(join(assets, 'table', 'core-key.ts'))],
    logLevel: 'warning',
  });
  assertNoServerCode(result.metafile, 'dist/browser/ux-datatables.js');
  await inlineSharedChunks(root, result.metafile, TARGET);
  await writeStylesheets(join(assets, 'styles', 'ux-datatables.css'), outdir, TARGET);
  await compressPageFiles(outdir);
  return result.metafile;
}

/** dist/assets and dist/lib/wire: the modules as they are, for the application's bundler, with their declarations. */
async function buildModules() {
  await Promise.all([join(dist, 'assets'), join(dist, 'lib', 'wire')].map((dir) => rm(dir, { recursive: true, force: true })));
  const files = [...(await sourceFiles(assets)).filter((file) => !file.endsWith('browser.ts')), ...(await sourceFiles(wire))];
  await esbuild.build({
    entryPoints: files,
    absWorkingDir: root,
    outdir: dist,
    outbase: root,
    bundle: false,
    format: 'esm',
    platform: 'browser',
    target: TARGET,
    sourcemap: true,
    logLevel: 'warning',
  });
  await mkdir(join(dist, 'assets', 'styles'), { recursive: true });
  // Each, as written: the application imports the picker's styles too when a table has relation columns, the
  // cells' when a column is edited in place.
  for (const name of ['ux-datatables.css', ...CHUNK_STYLESHEETS.map(({ file }) => file)]) await copyFile(join(assets, 'styles', name), join(dist, 'assets', 'styles', name));
  emitDeclarations(files);
  await assertImportsResolve([join(dist, 'assets'), join(dist, 'lib', 'wire')]);
  await checkDeclarations(join(dist, 'assets'));
}

function emitDeclarations(files) {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.assets.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: fail });
  // rootDir is the package root so that assets/x.ts -> dist/assets/x.d.ts and lib/wire/y.ts -> dist/lib/wire/y.d.ts.
  const options = { ...config.options, noEmit: false, declaration: true, emitDeclarationOnly: true, outDir: dist, rootDir: root, types: [] };
  const program = ts.createProgram(files, options);
  const { diagnostics } = program.emit();
  const errors = [...ts.getPreEmitDiagnostics(program), ...diagnostics].filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errors.length) fail(errors);
}

/** Every relative import of the emitted modules and declarations names a file that was emitted. */
async function assertImportsResolve(dirs) {
  const missing = [];
  for (const dir of dirs) {
    const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.js') || file.endsWith('.d.ts'));
    for (const file of files) {
      const path = join(dir, file);
      const code = await readFile(path, 'utf8');
      for (const [, specifier] of code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)) {
        const target = resolve(dirname(path), path.endsWith('.d.ts') ? specifier.replace(/\.js$/, '.d.ts') : specifier);
        if (!existsSync(target)) missing.push(`${relative(root, path)} imports "${specifier}"`);
      }
    }
  }
  if (missing.length === 0) return;
  console.error('build-assets: emitted modules import files that were not emitted:');
  for (const line of missing) console.error(`  ${line}`);
  process.exit(1);
}

/** The declarations type-check on their own, as an application compiling against them sees them. */
async function checkDeclarations(dir) {
  const entries = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.d.ts')).map((file) => join(dir, file));
  const options = {
    noEmit: true,
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
  };
  const program = ts.createProgram(entries, options);
  // Errors in the packages' own declarations are theirs (applications set skipLibCheck for them).
  const ours = (d) => !d.file || d.file.fileName.startsWith(dist.split(sep).join('/'));
  const errors = ts.getPreEmitDiagnostics(program).filter((d) => d.category === ts.DiagnosticCategory.Error && ours(d));
  if (errors.length) fail(errors);
}

function fail(diagnostics) {
  const list = Array.isArray(diagnostics) ? diagnostics : [diagnostics];
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  console.error(ts.formatDiagnostics(list, host));
  process.exit(1);
}

/**
 * Our code alone: assets/index.ts bundled with the packages of EXTERNAL left out, split as the bundle is
 * (what it imports with `import()` in chunks): the bytes of every file, those loaded on demand too. Node's
 * own modules are external too, so that server code reached by mistake is reported by name rather than
 * as an unresolvable `node:fs`.
 */
async function measureOwnCode() {
  const result = await esbuild.build({
    entryPoints: [join(assets, 'index.ts')],
    absWorkingDir: root,
    outdir: join(dist, 'measure'),
    bundle: true,
    splitting: true,
    chunkNames: CHUNK_NAMES,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: TARGET,
    minify: true,
    metafile: true,
    external: [...EXTERNAL, ...NODE_BUILTINS],
    // The stylesheet's URL as the bundle has it (its hash is not known yet: the length is what counts).
    plugins: [chunkStylesheetsAt(Object.fromEntries(CHUNK_STYLESHEETS.map(({ file }) => [file, `./${file.replace(/\.css$/, `.${'0'.repeat(16)}.css`)}`])))],
    logLevel: 'silent',
  });
  assertNoServerCode(result.metafile, 'assets/index.ts');
  // What a first load fetches: the entry and the chunks it imports statically, and theirs (code it shares with
  // chunks on demand, which the bundle takes in: served-files.mjs, inlineSharedChunks).
  const outputs = result.metafile.outputs;
  // A chunk loaded with import() is an entry point of its own in the metafile: the entry is assets/index.ts's.
  const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint === 'assets/index.ts');
  const firstLoad = new Set([entry]);
  for (const file of firstLoad) {
    for (const found of outputs[file].imports) if (found.kind === 'import-statement' && !found.external) firstLoad.add(found.path);
  }
  return result.outputFiles.filter((file) => file.path.endsWith('.js')).map((file) => ({
    contents: file.contents,
    onDemand: !firstLoad.has(relative(root, file.path).split(sep).join('/')),
  }));
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const sizes = (bytes) => `${kib(bytes.length).padStart(9)} min, ${kib(gzipSync(bytes, { level: 9 }).length).padStart(8)} min+gzip`;

const own = await measureOwnCode();
if (!measureOnly) {
  const meta = await buildBrowserBundle();
  await buildModules();
  const bundle = await readFile(join(dist, 'browser', 'ux-datatables.js'));
  console.log(`dist/browser/ux-datatables.js   ${sizes(bundle)}   (with Stimulus, DataTables.net and Responsive; DOMPurify on demand)`);
  const inputs = Object.values(meta.outputs).find((output) => output.entryPoint === 'assets/browser.ts').inputs;
  const byPackage = {};
  for (const [file, { bytesInOutput }] of Object.entries(inputs)) {
    const name = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? 'ours (assets/, lib/wire/)';
    byPackage[name] = (byPackage[name] ?? 0) + bytesInOutput;
  }
  for (const [name, bytes] of Object.entries(byPackage).sort((a, b) => b[1] - a[1])) {
    console.log(`  ${name.padEnd(30)} ${kib(bytes).padStart(9)} min (before gzip)`);
  }
  console.log('served by the router, as sent (bytes):');
  for (const name of PAGE_FILES) {
    const [plain, br, gz] = await Promise.all(['', '.br', '.gz'].map(async (suffix) => (await readFile(join(dist, 'browser', `${name}${suffix}`))).length));
    console.log(`  ${name.padEnd(30)} ${String(plain).padStart(7)}, ${String(br).padStart(6)} brotli, ${String(gz).padStart(6)} gzip`);
  }
  const modules = (await sourceFiles(assets)).length - 1 + (await sourceFiles(wire)).length;
  console.log(`dist/assets/, dist/lib/wire/    ${modules} modules + .d.ts (dist/assets/index.js)`);
}
// Compressed as they are sent. The budget is what a first load fetches: one file, the chunks esbuild shares
// between the bundle and the chunks on demand taken back into it (served-files.mjs, inlineSharedChunks), so
// compressed together; the chunks fetched when a feature is first used (an edit's modal) are reported beside it,
// each compressed on its own.
const gzipped = (files) => files.reduce((sum, { contents }) => sum + gzipSync(contents, { level: 9 }).length, 0);
const ownGzip = gzipSync(Buffer.concat(own.filter((file) => !file.onDemand).map(({ contents }) => contents)), { level: 9 }).length;
const onDemandGzip = gzipped(own.filter((file) => file.onDemand));
const ownMin = own.filter((file) => !file.onDemand).reduce((sum, { contents }) => sum + contents.length, 0);
console.log(`our code alone (assets/index.ts, Stimulus, DataTables.net and Responsive, DOMPurify external), first load  ${kib(ownMin)} min, ${kib(ownGzip)} min+gzip`);
console.log(`  and on demand (${own.filter((file) => file.onDemand).length} chunk(s), fetched when a feature is first used) ${kib(onDemandGzip)} min+gzip`);
console.log(`  budget ${kib(OWN_CODE_BUDGET)} min+gzip: ${ownGzip} of ${OWN_CODE_BUDGET} bytes used`);
if (ownGzip > OWN_CODE_BUDGET) {
  console.error(`build-assets: our code is ${kib(ownGzip)} min+gzip (${ownGzip} bytes), over its budget of ${kib(OWN_CODE_BUDGET)} (${OWN_CODE_BUDGET} bytes)`);
  process.exit(1);
}
