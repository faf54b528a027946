import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The newest modification time of the files under these folders (0 for none). */
function newest(folders: string[]): number {
  let latest = 0;
  for (const folder of folders) {
    for (const entry of readdirSync(join(root, folder), { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return latest;
}

/** Whether every output exists and is newer than every file of the sources. */
function fresh(outputs: string[], sources: string[]): boolean {
  const built = outputs.map((file) => join(root, file));
  if (!built.every((file) => existsSync(file))) return false;
  return Math.min(...built.map((file) => statSync(file).mtimeMs)) >= newest(sources);
}

/**
 * Builds `dist/lib/` (`npm run build`) when it is missing or older than `lib/`: specs that import the
 * package by its name (the README's example) run the built library, and a stale one would test old code.
 */
export function ensureLibraryBuild(): void {
  if (fresh(['dist/lib/index.js'], ['lib'])) return;
  execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
}

/** Builds the browser files the router serves when one is missing or older than `assets/` and `lib/wire/`. */
export function ensureBrowserBuild(files: readonly string[]): void {
  if (fresh(files.map((file) => `dist/browser/${file}`), ['assets', 'lib/wire'])) return;
  execFileSync(process.execPath, ['scripts/build-assets.mjs'], { cwd: root, stdio: 'ignore' });
}
