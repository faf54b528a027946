// Builds the browser side (assets/) into:
//   dist/browser/ux-datatables.js(.map)  self-starting ESM bundle: Stimulus and DataTables.net included,
//                                        the `datatable` controller registered, `modalAdapters` exported
//   dist/browser/ux-datatables.css       styles of the `dt` edit modal and the error alert
//   dist/assets/**/*.js + *.d.ts         one ESM module per source file, for bundlers (`@vendor/ux-datatables/assets`);
//                                        @hotwired/stimulus and datatables.net* stay imports
// and prints the sizes, our own code alone measured minified and gzipped with Stimulus and
// DataTables.net left out. `node scripts/build-assets.mjs --check` builds nothing, only measures.
import { copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const assets = join(root, 'assets');
const EXTERNAL = ['@hotwired/stimulus', 'datatables.net', 'datatables.net-dt', 'datatables.net-bs5'];
const TARGET = ['es2022', 'chrome100', 'firefox100', 'safari15.4'];
const measureOnly = process.argv.includes('--check');

async function sourceFiles(dir = assets) {
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

/** dist/browser: everything in one minified module. */
async function buildBrowserBundle() {
  const outdir = join(root, 'dist', 'browser');
  await rm(outdir, { recursive: true, force: true });
  const result = await esbuild.build({
    entryPoints: { 'ux-datatables': join(assets, 'browser.ts') },
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: TARGET,
    minify: true,
    sourcemap: true,
    legalComments: 'eof',
    metafile: true,
    logLevel: 'warning',
  });
  await copyFile(join(assets, 'styles', 'ux-datatables.css'), join(outdir, 'ux-datatables.css'));
  return result.metafile;
}

/** dist/assets: the modules as they are, for the application's bundler, with their declarations. */
async function buildModules() {
  const outdir = join(root, 'dist', 'assets');
  await rm(outdir, { recursive: true, force: true });
  const files = (await sourceFiles()).filter((file) => !file.endsWith('browser.ts'));
  await esbuild.build({
    entryPoints: files,
    outdir,
    outbase: assets,
    bundle: false,
    format: 'esm',
    platform: 'browser',
    target: TARGET,
    sourcemap: true,
    logLevel: 'warning',
  });
  await mkdir(join(outdir, 'styles'), { recursive: true });
  await copyFile(join(assets, 'styles', 'ux-datatables.css'), join(outdir, 'styles', 'ux-datatables.css'));
  emitDeclarations(files, outdir);
}

function emitDeclarations(files, outDir) {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.assets.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: fail });
  const options = { ...config.options, noEmit: false, declaration: true, emitDeclarationOnly: true, outDir, rootDir: assets, types: [] };
  const program = ts.createProgram(files, options);
  const { diagnostics } = program.emit();
  const errors = [...ts.getPreEmitDiagnostics(program), ...diagnostics].filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errors.length) fail(errors);
}

function fail(diagnostics) {
  const list = Array.isArray(diagnostics) ? diagnostics : [diagnostics];
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  console.error(ts.formatDiagnostics(list, host));
  process.exit(1);
}

/** Our code alone: assets/index.ts bundled with Stimulus and DataTables.net external. */
async function measureOwnCode() {
  const result = await esbuild.build({
    entryPoints: [join(assets, 'index.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: TARGET,
    minify: true,
    external: EXTERNAL,
    logLevel: 'warning',
  });
  return result.outputFiles[0].contents;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const sizes = (bytes) => `${kib(bytes.length).padStart(9)} min, ${kib(gzipSync(bytes, { level: 9 }).length).padStart(8)} min+gzip`;

const own = await measureOwnCode();
if (!measureOnly) {
  const meta = await buildBrowserBundle();
  await buildModules();
  const { readFile } = await import('node:fs/promises');
  const bundle = await readFile(join(root, 'dist', 'browser', 'ux-datatables.js'));
  console.log(`dist/browser/ux-datatables.js   ${sizes(bundle)}   (with Stimulus and DataTables.net)`);
  const inputs = Object.entries(meta.outputs).find(([file]) => file.endsWith('.js'))[1].inputs;
  const byPackage = {};
  for (const [file, { bytesInOutput }] of Object.entries(inputs)) {
    const name = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? 'ours (assets/)';
    byPackage[name] = (byPackage[name] ?? 0) + bytesInOutput;
  }
  for (const [name, bytes] of Object.entries(byPackage).sort((a, b) => b[1] - a[1])) {
    console.log(`  ${name.padEnd(30)} ${kib(bytes).padStart(9)} min (before gzip)`);
  }
  console.log(`dist/assets/                    ${(await sourceFiles()).length - 1} modules + .d.ts (${relative(root, join(root, 'dist', 'assets', 'index.js'))})`);
}
console.log(`our code alone (assets/index.ts, Stimulus and DataTables.net external) ${sizes(own)}`);
