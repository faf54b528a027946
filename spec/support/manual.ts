import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The user's manual: README.md (the landing page) and the chapters of docs/ (docs/**/*.md, the site's
// own folder docs/.vitepress aside), as paths relative to the repository. The specs that held the
// README to what it says (its TypeScript compiles, its links lead somewhere) read all of them.

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** README.md, then every Markdown file under docs/, sorted. */
export function manualFiles(): string[] {
  const chapters = readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.md') && !path.split(/[\\/]/).some((part) => part.startsWith('.')))
    .map((path) => `docs/${path.split('\\').join('/')}`)
    .sort();
  return ['README.md', ...chapters];
}

/** The lines of a file of the manual. */
export function manualLines(file: string): string[] {
  return readFileSync(join(ROOT, file), 'utf8').split('\n');
}

/** Whether each line is inside a fenced code block (the fences themselves count as inside). */
export function fencedLines(lines: string[]): boolean[] {
  let fence: string | null = null;
  return lines.map((line) => {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (fence === null && marker) {
      fence = marker;
      return true;
    }
    if (fence !== null && marker && line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = null;
    return fence !== null || marker !== undefined;
  });
}
