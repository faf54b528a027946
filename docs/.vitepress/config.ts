// The manual as a static site: `npm run docs` builds docs/ into docs/.vitepress/dist/ (git-ignored),
// with a local search index. The pages are the repository's Markdown as GitHub shows it: the home
// page is README.md (docs/index.md includes it), the chapters are docs/*.md. A link is written for
// GitHub (a path relative to its file, a GitHub anchor); repositoryLinks() below turns one that leaves
// docs/ into the site's page of that file, and the build fails on a link to a page that does not exist
// (VitePress's dead-link check). Anchors are checked by spec/docs/links.spec.ts.
import { posix } from 'node:path';
import { defineConfig, type MarkdownRenderer } from 'vitepress';
import { NOT_ON_THE_SITE, sitePageOf, slugify, sourceOf } from './links.js';

/** The site's URL of a link written for GitHub in `page`; undefined when it is not a repository path. */
function siteHref(href: string, page: string): string | undefined {
  if (/^[a-z][\w+.-]*:|^\/\/|^#/i.test(href)) return undefined;
  const [path, hash = ''] = href.split(/(?=#)/);
  const file = posix.normalize(posix.join(posix.dirname(sourceOf(page)), path));
  const target = sitePageOf(file);
  // Outside docs/ and not a page: left as written, and the build's dead-link check names it.
  return target === undefined ? href : `/${target}${hash}`;
}

/** Rewrites the links and images of a page from repository paths to the site's. */
function repositoryLinks(md: MarkdownRenderer) {
  md.core.ruler.push('repository_links', (state) => {
    const page: string = state.env.relativePath;
    if (!page) return;
    const visit = (tokens: typeof state.tokens) => {
      for (const token of tokens) {
        if (token.children) visit(token.children);
        const attr = token.type === 'link_open' ? 'href' : token.type === 'image' ? 'src' : undefined;
        const value = attr && token.attrGet(attr);
        const target = value ? siteHref(value, page) : undefined;
        if (attr === undefined || target === undefined) continue;
        // An image is a file Vite bundles: a path relative to the page.
        token.attrSet(attr, token.type === 'image' ? `./${posix.relative(posix.dirname(`/${page}`), target)}` : target);
      }
    };
    visit(state.tokens);
  });
}

const chapters = [
  ['Getting started', 'getting-started'],
  ['Tables and columns', 'tables-and-columns'],
  ['Actions', 'actions'],
  ['Forms', 'forms'],
  ['Editing in place', 'editing-in-place'],
  ['Bulk actions and undo', 'bulk-and-undo'],
  ['Export', 'export'],
  ['Import', 'import'],
  ['Totals and groups', 'totals'],
  ['Filters and views', 'filters-and-views'],
  ['Saved views', 'saved-views'],
  ['Row order', 'row-order'],
  ['Row details', 'row-details'],
  ['Column arrangement', 'column-arrangement'],
  ['The router', 'router'],
  ['Real-time', 'real-time'],
  ['Translations', 'translations'],
  ['The front end', 'front-end'],
  ['Security', 'security'],
  ['Large tables', 'large-tables'],
  ['Going to production', 'production'],
  ['Troubleshooting', 'troubleshooting'],
  ['Versioning', 'versioning'],
];

const contributors = [
  ['Development', 'development'],
  ['Architecture', 'architecture'],
  ['HTTP endpoints', 'endpoints'],
  ['make:datatable, in full', 'make-datatable'],
  ['Mercure protocols', 'mercure-protocols'],
  ['Benchmarks', 'benchmarks'],
  ['Changelog', 'changelog'],
];

const items = (pages: string[][]) => pages.map(([text, page]) => ({ text, link: `/${page}` }));

export default defineConfig({
  title: '@vendor/ux-datatables',
  description: 'Server-driven data tables for Express, on MikroORM and Stimulus: the manual.',
  lang: 'en',
  // docs/README.md is the folder's table of contents on GitHub; the site has its sidebar.
  srcExclude: [...NOT_ON_THE_SITE],
  ignoreDeadLinks: false,
  lastUpdated: false,
  markdown: {
    anchor: { slugify },
    config: repositoryLinks,
  },
  themeConfig: {
    nav: [
      { text: 'Manual', link: '/getting-started' },
      { text: 'Contributors', link: '/development' },
      { text: 'Changelog', link: '/changelog' },
    ],
    sidebar: [
      { text: 'Manual', items: items(chapters) },
      { text: 'Contributors', items: items(contributors) },
    ],
    outline: { level: [2, 3] },
    search: { provider: 'local' },
  },
});
