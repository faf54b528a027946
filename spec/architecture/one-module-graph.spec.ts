import { expect } from 'chai';
import { Notices as StaticNotices } from '../../assets/notices/Notices.js';
import { modalAdapters as staticRegistry } from '../../assets/modal/modal-adapters.js';

/**
 * The flows the browser fetches on demand are `import()`ed. Under mocha, spec files loaded with
 * `require()` (Node's require(esm), which mocha prefers) were compiled to CommonJS by tsx while `import()`
 * went through the ES module loader: every module imported lazily got a second copy of its
 * dependencies (two registries, two classes). The specs now run with `--no-experimental-require-module`
 * (package.json, .mocharc.json), so mocha imports them and there is one module graph, as in a browser.
 */
describe('one module graph for the specs', () => {
  it('gives import() the same module instances as the static imports of a spec', async () => {
    const lazy = await import('../../assets/notices/Notices.js');
    const registry = await import('../../assets/modal/modal-adapters.js');
    expect(lazy.Notices).to.equal(StaticNotices);
    expect(registry.modalAdapters).to.equal(staticRegistry);
  });

});
