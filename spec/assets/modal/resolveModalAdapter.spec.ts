import { expect } from 'chai';
import { BootstrapModalAdapter } from '../../../assets/modal/BootstrapModalAdapter.js';
import { DialogModalAdapter } from '../../../assets/modal/DialogModalAdapter.js';
import { ModalAdapterRegistry } from '../../../assets/modal/ModalAdapterRegistry.js';
import { modalAdapters } from '../../../assets/modal/modal-adapters.js';
import { NullModalAdapter } from '../../../assets/modal/NullModalAdapter.js';
import { modalAdapterKey, resolveModalAdapter } from '../../../assets/modal/resolveModalAdapter.js';
import { useDom } from '../support/dom.js';

describe('resolveModalAdapter(key, registry, detect)', () => {
  useDom();

  it('uses the detected framework without a table key: dt', () => {
    expect(resolveModalAdapter(null)).to.be.instanceOf(DialogModalAdapter);
  });

  it('uses the detected framework without a table key: bs5 when Bootstrap\'s stylesheet is linked', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/css/bootstrap.min.css">';
    expect(resolveModalAdapter(null)).to.be.instanceOf(BootstrapModalAdapter);
  });

  it('prefers the table\'s editModalAdapter key over detection', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/css/bootstrap.min.css">';
    expect(resolveModalAdapter('dt')).to.be.instanceOf(DialogModalAdapter);
  });

  it('picks a custom adapter registered under the key', () => {
    const custom = new NullModalAdapter();
    const registry = new ModalAdapterRegistry().register('custom', () => custom);
    expect(resolveModalAdapter('custom', registry, () => 'dt')).to.equal(custom);
  });

  it('fails loudly for an unregistered key', () => {
    expect(() => resolveModalAdapter('tailwind', modalAdapters)).to.throw(/Unknown modal adapter "tailwind".*"dt", "bs", "bs4", "bs5"/);
  });
});

describe('modalAdapterKey(key, detect)', () => {
  useDom();

  it('is the table\'s key when it has one, custom or built in', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/css/bootstrap.min.css">';
    expect(modalAdapterKey('side-panel')).to.equal('side-panel');
    expect(modalAdapterKey('dt')).to.equal('dt');
  });

  it('is the detected framework\'s otherwise: dt, or bs5 with Bootstrap\'s stylesheet', () => {
    expect(modalAdapterKey(null)).to.equal('dt');
    expect(modalAdapterKey(null, () => 'bs5')).to.equal('bs5');
  });
});
