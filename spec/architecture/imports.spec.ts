import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Every TypeScript source file under a folder of the project, as paths relative to the root. */
function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The import specifiers of a file: static imports and re-exports (type-only ones too), and dynamic import(). */
function specifiers(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const found = [...text.matchAll(/^\s*(?:import|export)\s[^'"`;]*?from\s+['"]([^'"]+)['"]/gm), ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)];
  return found.map((match) => match[1]);
}

/** The project file a relative specifier names (`./x.js` is `./x.ts`), or null for a package. */
function target(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return relative(root, resolve(root, dirname(from), specifier)).replace(/\.js$/, '.ts');
}

const files = [...sources('lib'), ...sources('assets')];
const graph = new Map(files.map((file) => [file, specifiers(file)]));

describe('the import graph of lib/ and assets/', () => {
  it('has no loop (AsDataTable and DataTableRegistry once imported each other)', () => {
    const loops: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        loops.push([...path.slice(path.indexOf(file)), file].join(' -> '));
        return;
      }
      state.set(file, 'open');
      for (const specifier of graph.get(file) ?? []) {
        const next = target(file, specifier);
        if (next && graph.has(next)) visit(next, [...path, file]);
      }
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(loops).to.deep.equal([]);
  });

  it('lets assets/ import nothing of lib/ but lib/wire/, and lib/ nothing of assets/', () => {
    const crossings: string[] = [];
    for (const [file, list] of graph) {
      for (const specifier of list) {
        const next = target(file, specifier);
        if (!next) continue;
        if (file.startsWith('assets/') && next.startsWith('lib/') && !next.startsWith('lib/wire/')) crossings.push(`${file} -> ${next}`);
        if (file.startsWith('lib/') && next.startsWith('assets/')) crossings.push(`${file} -> ${next}`);
      }
    }
    expect(crossings).to.deep.equal([]);
  });

  it('keeps lib/wire/ free of dependencies: it imports nothing but its own siblings', () => {
    const wire = files.filter((file) => file.startsWith('lib/wire/'));
    expect(wire).to.not.be.empty;
    const outside = (specifier: string) => !/^\.\/[\w-]+\.js$/.test(specifier);
    expect(wire.flatMap((file) => (graph.get(file) ?? []).filter(outside).map((specifier) => `${file} -> ${specifier}`))).to.deep.equal([]);
  });

  it('finds the imports it checks (the scan is not blind)', () => {
    expect(graph.get('lib/model/AsDataTable.ts')).to.include('./DataTableRegistry.js');
    expect(graph.get('lib/model/Action.ts')).to.include('../wire/page-view.js');
  });
});
