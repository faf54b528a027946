// Fails when a module specifier is an absolute file path (one starting with `/`, `file:` or a drive letter).
// Such an import works only on the machine it was written on: a spec once imported the project that
// way, and `npm test` failed in every other checkout.
//
// Usage: node scripts/check-imports.mjs [file...]   (default: the tracked sources, `git ls-files`)
// Checks `import ... from`, `export ... from`, `import '...'`, `import(...)`, `require(...)` and
// `import.meta.resolve(...)`. Files under a `public/` folder are skipped on purpose: the browser
// loads them from the site, where `/datatables/assets/...` is a URL, not a file.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const ROOTS = ['lib', 'assets', 'spec', 'examples', 'scripts', 'bench'];
const SOURCE = /\.(?:ts|mts|cts|js|mjs|cjs)$/;
const BROWSER_SERVED = /(?:^|\/)public\//;
const ABSOLUTE = /^(?:\/|file:|[A-Za-z]:[\\/])/;
const SPECIFIERS = [
  /\b(?:import|export)\b[^;'"`]*?\bfrom\s*(['"])(.*?)\1/g,
  /\bimport\s*(['"])(.*?)\1/g,
  /\b(?:import|require|import\.meta\.resolve)\s*\(\s*(['"`])(.*?)\1/g,
];

function trackedSources() {
  const listed = execFileSync('git', ['ls-files', '-z', '--', ...ROOTS], { encoding: 'utf8' });
  return listed.split('\0').filter((file) => SOURCE.test(file) && !BROWSER_SERVED.test(file));
}

function lineOf(text, index) {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

function offences(file) {
  const text = readFileSync(file, 'utf8');
  const found = new Map();
  for (const pattern of SPECIFIERS) {
    for (const match of text.matchAll(pattern)) {
      const specifier = match[2];
      if (!ABSOLUTE.test(specifier)) continue;
      const at = match.index + match[0].lastIndexOf(specifier);
      found.set(at, `${file}:${lineOf(text, at)}: "${specifier}"`);
    }
  }
  return [...found.entries()].sort((a, b) => a[0] - b[0]).map(([, message]) => message);
}

const files = process.argv.length > 2 ? process.argv.slice(2) : trackedSources();
const problems = files.flatMap(offences);
if (problems.length > 0) {
  console.error('check-imports: absolute paths as module specifiers (they exist only on the machine that wrote them):');
  for (const problem of problems) console.error(`  ${problem}`);
  console.error('Import project files by a relative path (`../../lib/index.js`) or a package name.');
  process.exit(1);
}
console.log(`check-imports: ${files.length} files, no absolute import specifier`);
