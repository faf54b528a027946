import { existsSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { expect } from 'chai';
import { anchors, NOT_ON_THE_SITE, sitePageOf, slugify } from '../../docs/.vitepress/links.js';
import { fencedLines, manualFiles, manualLines, ROOT } from '../support/manual.js';

// Every relative link of the manual (README.md and docs/**/*.md) leads somewhere, as GitHub and the site
// (npm run docs) follow it: the file exists, a `#anchor` is a heading of that file (GitHub's anchors,
// which the site's headings take too: docs/.vitepress/links.ts), and a link the site shows goes to a
// page the site has (a file of docs/, or README.md, CHANGELOG.md, bench/RESULTS.md that docs/ includes),
// but on docs/README.md, the folder's contents on GitHub, which the site leaves out.
// The site's build fails on a link to a missing page on its own; anchors only this spec checks.

interface Link {
  /** `file:line` where it is written. */
  at: string;
  file: string;
  href: string;
  image: boolean;
}

/** What a heading shows: no code backticks, a link's words, no emphasis marks. */
const shown = (heading: string) => heading
  .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
  .replace(/`/g, '')
  .replace(/(\*\*|__)(.+?)\1/g, '$2')
  .replace(/\s+#+\s*$/, '');

/** The lines of a file with every `<!--@include: path-->` (the site's inclusion) replaced by that file. */
function expanded(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) throw new Error(`${file} includes itself`);
  return manualLines(file).flatMap((line) => {
    const include = /^<!--@include:\s*([^\s#{]+)\s*-->$/.exec(line.trim());
    if (!include) return [line];
    const target = posix.normalize(posix.join(posix.dirname(file), include[1]));
    if (!existsSync(join(ROOT, target))) throw new Error(`${file}: includes ${include[1]}, which does not exist`);
    return expanded(target, new Set([...seen, file]));
  });
}

/** The anchors of a Markdown file's headings (ATX headings outside code blocks, as GitHub makes them). */
function headingAnchors(file: string): string[] {
  const lines = expanded(file);
  const fenced = fencedLines(lines);
  const headings = lines.filter((line, i) => !fenced[i] && /^#{1,6}\s/.test(line)).map((line) => shown(line.replace(/^#+\s+/, '')));
  return anchors(headings);
}

/** The inline links and images of a file, code (fenced and inline) aside. */
function linksOf(file: string): Link[] {
  const lines = manualLines(file);
  const fenced = fencedLines(lines);
  const links: Link[] = [];
  lines.forEach((line, i) => {
    if (fenced[i]) return;
    const text = line.replace(/(`+)[^`]*?\1/g, (code) => ' '.repeat(code.length));
    for (const match of text.matchAll(/(!?)\[(?:[^\]`]|`[^`]*`)*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      links.push({ at: `${file}:${i + 1}`, file, href: match[2], image: match[1] === '!' });
    }
  });
  return links;
}

const external = (href: string) => /^[a-z][\w+.-]*:|^\/\//i.test(href);

/** What is wrong with a link, or undefined. */
function brokenLink({ file, href, image }: Link, anchorsOf: (file: string) => string[]): string | undefined {
  if (external(href)) return undefined;
  const [path, hash] = href.split('#', 2) as [string, string | undefined];
  const target = path === '' ? file : posix.normalize(posix.join(posix.dirname(file), decodeURI(path)));
  if (target.startsWith('../') || posix.isAbsolute(target)) return `leaves the repository (${target})`;
  if (!existsSync(join(ROOT, target))) return `no file ${target}`;
  const onTheSite = !NOT_ON_THE_SITE.some((page) => file === `docs/${page}`);
  if (onTheSite && !image && path !== '' && sitePageOf(target) === undefined) {
    return `${target} is not a page of the site (link to a file of docs/, or show it there: docs/.vitepress/links.ts)`;
  }
  if (image && sitePageOf(target) === undefined) return `the image ${target} is not under docs/, where the site finds it`;
  if (hash === undefined) return undefined;
  if (!target.endsWith('.md') || statSync(join(ROOT, target)).isDirectory()) return `an anchor into ${target}, which is no Markdown file`;
  if (!anchorsOf(target).includes(hash)) return `no heading of ${target} has the anchor #${hash}`;
  return undefined;
}

describe('The manual: links and anchors (README.md, docs/**/*.md)', () => {
  const files = manualFiles();
  const cache = new Map<string, string[]>();
  const anchorsOf = (file: string) => cache.get(file) ?? cache.set(file, headingAnchors(file)).get(file)!;

  it('has the landing page and the chapters', () => {
    expect(files).to.include.members(['README.md', 'docs/getting-started.md', 'docs/security.md', 'docs/troubleshooting.md']);
  });

  it('makes anchors as GitHub does, entities read and repeats numbered', () => {
    expect(slugify('Starting a table from an entity: make:datatable')).to.equal('starting-a-table-from-an-entity-makedatatable');
    expect(slugify('Front-end API (@vendor/ux-datatables/assets)')).to.equal('front-end-api-vendorux-datatablesassets');
    expect(slugify('GET /datatables/assets/&lt;file&gt;')).to.equal('get-datatablesassetsfile');
    expect(slugify('Mercure 0.x and 1.0')).to.equal('mercure-0x-and-10');
    expect(slugify('Ça va, l’été')).to.equal('ça-va-lété');
    expect(anchors(['Notes', 'Notes', 'Notes-1', 'Notes'])).to.deep.equal(['notes', 'notes-1', 'notes-1-1', 'notes-2']);
    expect(shown('Events (`this.dispatch`, on the `<table>`, bubbling)')).to.equal('Events (this.dispatch, on the <table>, bubbling)');
  });

  it('finds the links: a link to a chapter, an anchor, an image', () => {
    const links = files.flatMap(linksOf);
    expect(links.length).to.be.greaterThan(80);
    expect(links.some((link) => link.image)).to.equal(true);
    expect(links.some((link) => link.href.includes('.md#'))).to.equal(true);
  });

  it('reports a missing file, a missing anchor and a file the site lacks', () => {
    const at = (href: string, image = false): string | undefined => brokenLink({ at: 'README.md:1', file: 'README.md', href, image }, anchorsOf);
    expect(at('docs/no-such-chapter.md')).to.match(/^no file docs\/no-such-chapter\.md/);
    expect(at('docs/security.md#no-such-heading')).to.match(/no heading of docs\/security\.md has the anchor #no-such-heading/);
    expect(at('#no-such-heading')).to.match(/no heading of README\.md/);
    expect(at('package.json')).to.match(/is not a page of the site/);
    expect(at('../outside.md')).to.match(/leaves the repository/);
    expect(at('docs/security.md')).to.equal(undefined);
    expect(at('#a-first-table')).to.equal(undefined);
    const github = (href: string) => brokenLink({ at: 'docs/README.md:1', file: 'docs/README.md', href, image: false }, anchorsOf);
    expect(github('../package.json')).to.equal(undefined);
    expect(github('../no-such-file.json')).to.match(/^no file no-such-file\.json/);
  });

  it('leads somewhere: every relative link and #anchor resolves', () => {
    const broken = files.flatMap(linksOf).flatMap((link) => {
      const wrong = brokenLink(link, anchorsOf);
      return wrong ? [`${link.at}: (${link.href}) ${wrong}`] : [];
    });
    expect(broken, `\n${broken.join('\n')}\n`).to.deep.equal([]);
  });
});
