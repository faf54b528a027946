// Installs this package the way an application does and runs the README's first table on it:
// `npm pack` (of the dist/ that npm ci's prepare built), an empty application folder outside the
// repository, the README's install commands with the tarball in place of @vendor/ux-datatables,
// the files of examples/first-table/, `tsc`, then the server and its page, data, edit and delete.
//
// Usage: node scripts/pack-smoke.mjs [postgresql://server/db]
//   With a URL, the example runs on a fresh database "<db>_pack" of that server, dropped at the end
//   (the named database itself is never touched). Without, on its embedded PostgreSQL.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const log = (message) => console.log(`pack-smoke: ${message} (${((Date.now() - started) / 1000).toFixed(1)}s)`);

class SmokeFailure extends Error {}
const check = (ok, message) => { if (!ok) throw new SmokeFailure(message); };

/** Runs a command, its output shown only when it fails. */
function run(command, args, cwd, what) {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new SmokeFailure(`${what}: \`${command} ${args.join(' ')}\` failed\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  }
}

/** `npm pack` into `dir`: the tarball's path and the files it holds. */
function pack(dir) {
  check(existsSync(join(root, 'dist/lib/index.js')), 'dist/ is not built: run npm ci (its prepare builds it) or npm run build && npm run build:assets');
  const [result] = JSON.parse(run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], root, 'npm pack'));
  const files = new Set(result.files.map((file) => file.path));
  const { exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  for (const target of Object.values(exports).flatMap((entry) => (typeof entry === 'string' ? [entry] : Object.values(entry)))) {
    const path = target.replace(/^\.\//, '');
    const shipped = path.endsWith('*') ? [...files].some((file) => file.startsWith(path.slice(0, -1))) : files.has(path);
    check(shipped, `the package lacks "${target}", which package.json "exports" names`);
  }
  return { tarball: join(dir, result.filename), files };
}

/** The commands of the README's "Install in your application" block, joined across `\` line ends. */
function readmeInstallCommands() {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Install in your application\n'));
  const block = section && /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  check(block, 'README.md has no ```sh block under "## Install in your application"');
  return block.replace(/\\\n/g, ' ').split('\n').map((line) => line.trim()).filter(Boolean);
}

/** Installs what the README says into `app`, with the tarball and this repository's versions. */
function installLikeTheReadme(app, tarball) {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const versions = { ...manifest.peerDependencies, ...manifest.dependencies, ...manifest.devDependencies };
  writeFileSync(join(app, 'package.json'), `${JSON.stringify({ name: 'first-table', private: true }, null, 2)}\n`);
  for (const line of readmeInstallCommands()) {
    const [command, verb, ...args] = line.split(/\s+/);
    check(command === 'npm', `README install block: only npm commands can be replayed, not "${line}"`);
    if (verb !== 'install') {
      run('npm', [verb, ...args], app, `README: ${line}`);
      continue;
    }
    const packages = args.map((arg) => {
      if (arg.startsWith('-')) return arg;
      const name = arg.replace(/(.)@[^@/]*$/, '$1');
      if (name === manifest.name) return tarball;
      return versions[name] ? `${name}@${versions[name]}` : arg;
    });
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...packages], app, `README: ${line}`);
  }
}

/** A fresh database `<name>_pack` on the server of `url`; its URL and a function dropping it. */
async function freshDatabase(url) {
  const target = new URL(url);
  target.pathname = `/${decodeURIComponent(target.pathname.slice(1))}_pack`;
  const name = target.pathname.slice(1);
  check(/^[A-Za-z0-9_]+$/.test(name), `unsupported database name "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const sql = async (statement) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try { await client.query(statement); } finally { await client.end(); }
  };
  await sql(`drop database if exists "${name}" with (force)`);
  await sql(`create database "${name}"`);
  return { url: target.toString(), drop: () => sql(`drop database if exists "${name}" with (force)`) };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `server.ts` of the application; resolves once it answers HTTP (whatever the status). */
async function startServer(app, databaseUrl, output) {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port) };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(`exited (${signal ?? code})`)));
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    const ready = await fetch(`${base}/books`).then(() => true, () => false);
    if (ready) return { base, child, exited };
    const ended = await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 500))]);
    check(!ended, `the server ${ended} before listening`);
  }
  child.kill('SIGKILL');
  throw new SmokeFailure('the server did not listen within 120 s');
}

async function stopServer({ child, exited }) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** What a browser does on the page: cookies kept, the CSRF header on mutations. */
function browser(base) {
  const cookies = new Map();
  return async (path, { method = 'GET', json, form, csrf } = {}) => {
    const headers = { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
    if (csrf) headers[csrf.header] = csrf.token;
    let body;
    if (json) [headers['content-type'], body] = ['application/json', JSON.stringify(json)];
    if (form) [headers['content-type'], body] = ['application/x-www-form-urlencoded', new URLSearchParams(form).toString()];
    const res = await fetch(`${base}${path}`, { method, headers, body });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    const text = await res.text();
    return { status: res.status, type: res.headers.get('content-type') ?? '', text, json: () => JSON.parse(text) };
  };
}

const unescapeHtml = (text) => text.replace(/&(?:quot|#39|lt|gt|amp);/g, (entity) => ({ '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' })[entity]);

/** The checks: the page and what it loads, the rows, an edit (view and submit) and a delete. */
async function exercise(base, packagedFiles) {
  const get = browser(base);
  const page = await get('/books');
  check(page.status === 200 && page.type.includes('text/html'), `GET /books answered ${page.status} ${page.type}: ${page.text.slice(0, 300)}`);
  const attribute = /<table [^>]*data-controller="datatable" data-datatable-view-value="([^"]*)"/.exec(page.text)?.[1];
  check(attribute, 'GET /books has no <table data-controller="datatable"> with its page view');
  const view = JSON.parse(unescapeHtml(attribute));

  for (const [, path] of page.text.matchAll(/(?:href|src)="(\/datatables\/assets\/[^"]+)"/g)) {
    // A content-hashed name (what dataTablesAsset writes) is served from the file of its plain name.
    const file = `dist/browser/${path.split('/').pop().replace(/\.[0-9a-f]{16}(\.[a-z]+)$/, '$1')}`;
    const asset = await get(path);
    check(packagedFiles.has(file), `the page links ${path}, but the package has no ${file}`);
    check(asset.status === 200, `GET ${path}, linked by the page, answered ${asset.status}`);
  }

  const rows = async () => {
    const res = await get(`${view.urls.data}?${new URLSearchParams({ table: view.tokens.read, draw: '1', start: '0', length: '10' })}`);
    check(res.status === 200, `GET ${view.urls.data} answered ${res.status}: ${res.text}`);
    return res.json().data;
  };
  const before = await rows();
  check(before.map((row) => row.title).join() === 'Dune,Neuromancer,Hyperion', `the data endpoint answered ${JSON.stringify(before)}`);
  const dune = before[0];

  const form = await get(view.urls.editView, { method: 'POST', json: { table: view.tokens.edit, id: dune.id } });
  check(form.status === 200 && form.text.includes('id="ux-datatables-edit-form"'), `the edit view answered ${form.status}: ${form.text.slice(0, 300)}`);
  const hidden = Object.fromEntries([...form.text.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [name, unescapeHtml(value)]));
  const saved = await get(view.urls.editSubmit, { method: 'POST', csrf: view.csrf, form: { ...hidden, title: 'Dune Messiah', status: 'published' } });
  check(saved.status === 200 && saved.json().success === true, `the edit submit answered ${saved.status}: ${saved.text.slice(0, 300)}`);
  check((await rows())[0].title === 'Dune Messiah', 'the edit was answered 200 but not saved');

  const draft = before.find((row) => row.status === 'draft');
  const deleted = await get(view.urls.delete, { method: 'DELETE', csrf: view.csrf, json: { table: view.tokens.delete, id: draft.id } });
  check(deleted.status === 200 && deleted.json().success === true, `the delete answered ${deleted.status}: ${deleted.text}`);
  check(!(await rows()).some((row) => row.id === draft.id), 'the delete was answered 200 but the row is still there');
}

const work = mkdtempSync(join(tmpdir(), 'ux-datatables-pack-'));
const app = join(work, 'app');
const output = [];
let database;
let server;
let failed = true;
try {
  const { tarball, files } = pack(work);
  log(`packed ${files.size} files, every "exports" target among them`);
  cpSync(join(root, 'examples/first-table'), app, { recursive: true });
  installLikeTheReadme(app, tarball);
  log(`installed the tarball and the README's packages in ${app}`);
  run(join(app, 'node_modules/.bin/tsc'), ['-p', '.'], app, 'the example does not type-check against the installed package');
  log('the example type-checks against the installed package');
  database = process.argv[2] ? await freshDatabase(process.argv[2]) : undefined;
  server = await startServer(app, database?.url, output);
  log(`server.ts answers on ${database ? 'a fresh PostgreSQL database' : 'its embedded PostgreSQL'}`);
  await exercise(server.base, files);
  log('page, assets, data, edit (view and submit) and delete answer as they should');
  failed = false;
} catch (error) {
  console.error(`\npack-smoke: FAILED: ${error instanceof SmokeFailure ? error.message : error.stack}`);
  if (output.length > 0) console.error(`--- server output ---\n${output.join('')}--- end ---`);
  if (existsSync(app)) console.error(`pack-smoke: the application is kept in ${app}`);
} finally {
  if (server) await stopServer(server);
  await database?.drop().catch((error) => console.error(`pack-smoke: could not drop the database: ${error.message}`));
  if (!failed) rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
