// The anchor of a heading, as GitHub makes it (github-slugger's rule), so that a link to
// `chapter.md#anchor` works both on GitHub and on the site: the site's headings get the same ids
// (config.ts, markdown.anchor.slugify) and spec/docs/links.spec.ts checks every link by this rule.
// Lower case; every character but letters, marks, digits, connector punctuation (`_`), spaces and
// hyphens dropped; each space a hyphen. A repeated anchor on one page takes `-1`, `-2`, ... (anchors()).

/** The anchor of a heading's text (its text as shown: no backticks, a link's words only). */
export function slugify(text: string): string {
  return text.trim().toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
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
