import { expect } from 'chai';
import { loadHtmlSanitizer, type HtmlSanitizer } from '../../../assets/columns/sanitize-html.js';
import { dom, useDom } from '../support/dom.js';

/** Input → the HTML drawn in the cell. */
const CASES: Array<[what: string, input: string, output: string]> = [
  // Formatting is kept.
  ['emphasis and strong', '<p><em>a</em> <strong>b</strong> <b>c</b> <i>d</i></p>', '<p><em>a</em> <strong>b</strong> <b>c</b> <i>d</i></p>'],
  ['lists', '<ul><li>one</li></ul><ol><li>two</li></ol>', '<ul><li>one</li></ul><ol><li>two</li></ol>'],
  ['an https link', '<a href="https://example.test/a?b=1&amp;c=2">x</a>', '<a href="https://example.test/a?b=1&amp;c=2">x</a>'],
  ['a relative and a mailto link', '<a href="/books/1">x</a><a href="mailto:a@b.test">y</a>', '<a href="/books/1">x</a><a href="mailto:a@b.test">y</a>'],
  ['a link with a target, given rel="noopener noreferrer"', '<a href="https://example.test" target="_blank">x</a>',
    '<a href="https://example.test" target="_blank" rel="noopener noreferrer">x</a>'],
  ['a link with a target and rel="opener"', '<a href="https://example.test" target="_blank" rel="opener">x</a>',
    '<a href="https://example.test" target="_blank" rel="noopener noreferrer">x</a>'],
  ['template syntax, as text', '<%= 7*7 %> ${7*7} {{7*7}}', '&lt;%= 7*7 %&gt; ${7*7} {{7*7}}'],
  // Scripts and handlers are removed.
  ['a script', '<script>alert(1)</script>ok', 'ok'],
  ['an image error handler', '<img src=x onerror=alert(1)>', '<img src="x">'],
  ['click and hover handlers', '<b onclick="alert(1)" onmouseover="alert(2)">b</b>', '<b>b</b>'],
  ['a toggle handler firing by itself', '<details open ontoggle=alert(1)><summary>s</summary>x</details>', '<details open=""><summary>s</summary>x</details>'],
  // URLs that run script, and every scheme safeUrl refuses.
  ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['a javascript: link in mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
  ['a javascript: link split by a tab', '<a href="java&#9;script:alert(1)">x</a>', '<a>x</a>'],
  ['a javascript: link after spaces', '<a href="  javascript:alert(1)">x</a>', '<a>x</a>'],
  ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
  ['a data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>">', '<img>'],
  ['a vbscript: and a tel: link', '<a href="vbscript:x">x</a><a href="tel:123">y</a>', '<a>x</a><a>y</a>'],
  // Styles, forms, frames and other documents are removed.
  ['a style element', '<style>body{display:none}</style>text', 'text'],
  ['style and class attributes (an overlay over the page)', '<p style="position:fixed;inset:0" class="stretched-link">x</p>', '<p>x</p>'],
  ['a form and its controls', '<form action="/x"><input name="a" value="b"><button>go</button></form>', 'go'],
  ['textarea and select', '<textarea>t</textarea><select><option>o</option></select>', 'to'],
  ['an iframe', '<iframe src="https://example.test" srcdoc="<script>alert(1)</script>"></iframe>x', 'x'],
  ['object and embed', '<object data="x.swf"></object><embed src="x.swf">x', 'x'],
  ['base, meta and link', '<base href="https://evil.test/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)"><link rel="stylesheet" href="x.css">x', 'x'],
  ['SVG', '<svg onload=alert(1)><circle r="1"/></svg>x', 'x'],
  ['MathML', '<math><mi>x</mi></math>y', 'y'],
  // The page's own hooks: a cell may not pose as an action button or take the modal's ids.
  ['the action attributes of the click listener', '<em data-ux-datatables-action="DELETE" data-ux-datatables-id="1">x</em>', '<em>x</em>'],
  ['an id the page uses', '<p id="ux-datatables-edit-title">x</p>', '<p>x</p>'],
];

/** Mutation XSS: markup that changes meaning when the sanitized result is parsed again. */
const MUTATIONS = [
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<a href="https://ok.test/">x</a><svg><a xlink:href="javascript:alert(1)"><text y="9">y</text></a></svg>',
];

describe('loadHtmlSanitizer()', () => {
  describe('in a browser', () => {
    useDom();
    let sanitizer: HtmlSanitizer | null = null;
    beforeEach(async () => {
      sanitizer = await loadHtmlSanitizer();
    });
    const sanitizeHtml = (html: string) => sanitizer!(html);

    for (const [what, input, output] of CASES) {
      it(`${output === input ? 'keeps' : 'cleans'} ${what}`, () => {
        expect(sanitizeHtml(input)).to.equal(output);
      });
    }

    for (const input of MUTATIONS) {
      it(`leaves no handler, script, style or script URL once parsed again: ${input}`, () => {
        const cell = dom().document.createElement('td');
        cell.innerHTML = sanitizeHtml(input);
        cell.innerHTML = cell.innerHTML;
        const elements = [...cell.querySelectorAll('*')];
        expect(elements.flatMap((e) => e.getAttributeNames()).filter((name) => /^on/i.test(name))).to.deep.equal([]);
        expect(cell.querySelectorAll('script, style, svg, math, iframe, form').length).to.equal(0);
        expect(elements.map((e) => e.getAttribute('href') ?? '').filter((href) => /^\s*javascript:/i.test(href))).to.deep.equal([]);
      });
    }

    it('keeps the text of what it removes where it is content, not code', () => {
      expect(sanitizeHtml('<x-card>a</x-card><script>b</script><unknown>c</unknown>')).to.equal('ac');
    });
  });

  describe('without a DOM', () => {
    it('is null, so that the value is escaped: DOMPurify would pass the markup through untouched', async () => {
      expect(await loadHtmlSanitizer()).to.equal(null);
    });
  });
});
