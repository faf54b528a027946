// Strings an attacker stores in rows or slips into a table's configuration. Every one that runs sets
// `window.__pwned` to its own tag, so a failing spec says which payload ran and where.

/** The global a payload that ran sets. */
export const PWNED = '__pwned';

/** Markup payloads, tagged by where they are put (`where`): each sets `window.__pwned` to `<kind>:<where>`. */
export function markupPayloads(where: string): string[] {
  const run = (kind: string) => `window.${PWNED}='${kind}:${where}'`;
  return [
    `<img src=x onerror="${run('img')}">`,
    `<script>${run('script')}</script>`,
    `"><svg onload="${run('svg')}">`,
    `'><details open ontoggle="${run('details')}">`,
    `<b onmouseover="${run('hover')}">hover</b>`,
    `<i onclick="${run('click')}">click</i>`,
  ];
}

/** A short payload for labels: one element whose handler runs as soon as it is parsed into the page. */
export function labelPayload(where: string): string {
  return `<img src=x onerror="window.${PWNED}='label:${where}'">`;
}

/** Template syntaxes (EJS, JavaScript template literals, Mustache-likes): shown as typed, never evaluated. */
export const TEMPLATE_INJECTION = '<%= 7*7 %> ${7*7} {{7*7}} #{7*7}';

/** URLs that would run script when followed; none may ever become a link. */
export const SCRIPT_URLS = [
  `javascript:window.${PWNED}='js-url'`,
  `JaVaScRiPt:window.${PWNED}='js-url-case'`,
  `java\tscript:window.${PWNED}='js-url-tab'`,
  ` javascript:window.${PWNED}='js-url-space'`,
  `data:text/html,<script>parent.${PWNED}='data-url'</script>`,
];

/** A URL that is allowed but tries to break out of the `href` attribute. */
export const BREAKOUT_URL = `https://example.test/?q="><img src=x onerror="window.${PWNED}='href-breakout'">`;

/**
 * The `html` column's hostile markup: each line's handler, script, style or URL must be removed by
 * the sanitizer, including the mutation-XSS shapes that re-parse into something else.
 */
export const HOSTILE_HTML = [
  ...markupPayloads('html'),
  `<a href="javascript:window.${PWNED}='html-js-link'">js link</a>`,
  `<a href="data:text/html,<script>parent.${PWNED}=1</script>">data link</a>`,
  `<iframe srcdoc="<script>parent.${PWNED}='iframe'</script>"></iframe>`,
  `<form action="javascript:window.${PWNED}='form'"><input autofocus onfocus="window.${PWNED}='input'"><button>go</button></form>`,
  `<style>body{background:url("javascript:window.${PWNED}='style'")}</style>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="window.${PWNED}='mxss-math'">`,
  `<noscript><p title="</noscript><img src=x onerror=window.${PWNED}='mxss-noscript'>">`,
  `<svg><a xlink:href="javascript:window.${PWNED}='svg-link'"><text y="20">svg link</text></a></svg>`,
  // The table's own click protocol: a click on this text must not start a delete.
  `<em data-ux-datatables-action="DELETE" data-ux-datatables-id="1">free coffee</em>`,
].join('\n');

/** The `html` column's harmless formatting, which must survive the sanitizer as elements. */
export const SAFE_HTML =
  '<p><em>emphasis</em> and <strong>strong</strong></p><ul><li>one</li><li>two</li></ul>' +
  '<a href="https://example.test/read" target="_blank">read</a> <a href="/local">local</a>';
