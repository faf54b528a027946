import { expect } from 'chai';
import { detectStyleFramework, pageStyleFramework } from '../../../assets/modal/detectStyleFramework.js';
import { useDom } from '../support/dom.js';

function page(head: string): Document {
  document.head.innerHTML = head;
  return document;
}

describe('detectStyleFramework(document)', () => {
  useDom();

  it('gives dt on a page without Bootstrap', () => {
    expect(detectStyleFramework(page('<link rel="stylesheet" href="/css/dataTables.dataTables.css">'))).to.equal('dt');
  });

  it('gives bs5 with a Bootstrap stylesheet <link>', () => {
    expect(detectStyleFramework(page('<link rel="stylesheet" href="/vendor/bootstrap/dist/css/bootstrap.min.css">'))).to.equal('bs5');
  });

  it('recognises a CDN link, any case, with more rel tokens', () => {
    const head = '<link rel="Stylesheet preload" href="https://cdn.jsdelivr.net/npm/Bootstrap@5.3.3/dist/css/bootstrap.min.css">';
    expect(detectStyleFramework(page(head))).to.equal('bs5');
  });

  it('ignores links that are no stylesheet', () => {
    expect(detectStyleFramework(page('<link rel="icon" href="/bootstrap-logo.png">'))).to.equal('dt');
  });

  it('gives bs5 when Bootstrap 5\'s custom properties are on :root (CSS bundled under another name)', () => {
    expect(detectStyleFramework(page('<style>:root { --bs-body-font-family: system-ui; }</style>'))).to.equal('bs5');
  });

  it('is not fooled by a page\'s own .modal rule', () => {
    expect(detectStyleFramework(page('<style>.modal { position: fixed; }</style>'))).to.equal('dt');
  });

  it('gives bs5 when Bootstrap\'s JavaScript is loaded', () => {
    (window as unknown as { bootstrap: unknown }).bootstrap = { Modal: class {} };
    expect(detectStyleFramework(page(''))).to.equal('bs5');
  });
});

describe('pageStyleFramework(document)', () => {
  useDom();

  it('detects once per page', () => {
    expect(pageStyleFramework(document)).to.equal('dt');
    page('<link rel="stylesheet" href="bootstrap.css">');
    expect(pageStyleFramework(document)).to.equal('dt');
    expect(detectStyleFramework(document)).to.equal('bs5');
  });
});
