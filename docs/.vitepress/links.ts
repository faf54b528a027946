// How the manual's links are written and where they lead, shared by the site's config (config.ts) and
// the spec that checks every link and anchor (spec/docs/links.spec.ts).
//
// A link is written for GitHub: a path relative to its file, and a heading's anchor as GitHub makes it
// (github-slugger's rule), so that `chapter.md#anchor` works on GitHub, on npm and on the site, whose
// headings get the same ids (markdown.anchor.slugify). Lower case; HTML entities read as their
// characters; every character but letters, marks, digits, connector punctuation (`_`), spaces and
// hyphens dropped; each space a hyphen. A repeated anchor on one page takes `-1`, `-2`, ... (anchors()).

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The anchor of a heading's text (its text as shown: no backticks, a link's words only). */
export function slugify(text: string): string {
  const shown = text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) => {
    if (/^#x/i.test(name)) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
  return shown.trim().toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** The anchors of a page's headings, in order, a repeated one numbered as github-slugger does. */
export function anchors(headings: string[]): string[] {
  const occurrences = new Map<string, number>();
  return headings.map((heading) => {
    const base = slugify(heading);
    let anchor = base;
    while (occurrences.has(anchor)) {
      const count = occurrences.get(base)! + 1;
      occurrences.set(base, count);
      anchor = `${base}-${count}`;
    }
    occurrences.set(anchor, 0);
    return anchor;
  });
}

/** Repository files outside docs/ that the site shows, each as its page (a docs/ file that includes it). */
export const SITE_PAGES: Readonly<Record<string, string>> = {
  'README.md': 'index.md',
  'CHANGELOG.md': 'changelog.md',
  'bench/RESULTS.md': 'benchmarks.md',
};

/** Files of docs/ that are not pages of the site (GitHub shows them only): docs/README.md, the folder's contents. */
export const NOT_ON_THE_SITE: readonly string[] = ['README.md'];

/** The repository file whose Markdown a site page (a path under docs/) shows. */
export function sourceOf(page: string): string {
  return Object.entries(SITE_PAGES).find(([, site]) => site === page)?.[0] ?? `docs/${page}`;
}

/**
 * The site's page (a path under docs/) of a repository file: a file of docs/ itself, or one that
 * SITE_PAGES names; undefined for any other file (the site does not have it).
 */
export function sitePageOf(file: string): string | undefined {
  return SITE_PAGES[file] ?? (file.startsWith('docs/') ? file.slice('docs/'.length) : undefined);
}
