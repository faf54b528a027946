import { expect } from 'chai';
import { BootstrapModalAdapter } from '../../../assets/modal/BootstrapModalAdapter.js';
import { DialogModalAdapter } from '../../../assets/modal/DialogModalAdapter.js';
import { modalAdapters } from '../../../assets/modal/modal-adapters.js';
import { ModalAdapterRegistry } from '../../../assets/modal/ModalAdapterRegistry.js';
import { NullModalAdapter } from '../../../assets/modal/NullModalAdapter.js';

describe('ModalAdapterRegistry', () => {
  describe('.register(key, factory)', () => {
    it('makes create(key) return what the factory returns, a fresh one each time', () => {
      const registry = new ModalAdapterRegistry();
      let made = 0;
      registry.register('mine', () => {
        made++;
        return new NullModalAdapter();
      });
      const first = registry.create('mine');
      const second = registry.create('mine');
      expect(first).to.be.instanceOf(NullModalAdapter);
      expect(second).not.to.equal(first);
      expect(made).to.equal(2);
    });

    it('is chainable and replaces an earlier factory under the same key', () => {
      const replacement = new NullModalAdapter();
      const registry = new ModalAdapterRegistry()
        .register('x', () => new NullModalAdapter())
        .register('x', () => replacement);
      expect(registry.create('x')).to.equal(replacement);
      expect(registry.keys()).to.deep.equal(['x']);
    });

    it('refuses an empty key or a factory that is no function', () => {
      const registry = new ModalAdapterRegistry();
      expect(() => registry.register('', () => new NullModalAdapter())).to.throw(TypeError, 'Invalid modal adapter key "": use 1 to 64 letters, digits, "_" or "-"');
      expect(() => registry.register('x', {} as never)).to.throw(TypeError, /"x" needs a factory/);
    });

    it('refuses a key the server refuses, quoting it ("tw.modal" was registered, then every edit answered 400)', () => {
      const registry = new ModalAdapterRegistry();
      expect(() => registry.register('tw.modal', () => new NullModalAdapter())).to.throw(TypeError, /"tw\.modal"/);
      expect(registry.has('tw.modal')).to.equal(false);
    });
  });

  describe('.create(key)', () => {
    it('fails loudly for an unknown key, quoting it and the registered keys', () => {
      const registry = new ModalAdapterRegistry().register('dt', () => new NullModalAdapter()).register('bs5', () => new NullModalAdapter());
      expect(() => registry.create('tailwind')).to.throw(Error, 'Unknown modal adapter "tailwind": register it with modalAdapters.register("tailwind", factory) (registered: "dt", "bs5")');
    });

    it('says "none" when nothing is registered', () => {
      expect(() => new ModalAdapterRegistry().create('x')).to.throw(/registered: none/);
    });
  });

  describe('.has(key)', () => {
    it('tells whether a key is registered', () => {
      const registry = new ModalAdapterRegistry().register('dt', () => new NullModalAdapter());
      expect(registry.has('dt')).to.equal(true);
      expect(registry.has('bs5')).to.equal(false);
    });
  });
});

describe('modalAdapters', () => {
  it('has dt -> DialogModalAdapter built in', () => {
    expect(modalAdapters.create('dt')).to.be.instanceOf(DialogModalAdapter);
  });

  for (const key of ['bs', 'bs4', 'bs5']) {
    it(`has ${key} -> BootstrapModalAdapter built in`, () => {
      expect(modalAdapters.create(key)).to.be.instanceOf(BootstrapModalAdapter);
    });
  }
});

describe('NullModalAdapter', () => {
  it('shows nothing and is never open', async () => {
    const adapter = new NullModalAdapter();
    await adapter.show();
    adapter.replaceBody();
    expect(adapter.isOpen()).to.equal(false);
    await adapter.hide();
  });
});
