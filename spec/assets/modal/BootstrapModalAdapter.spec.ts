import { expect } from 'chai';
import { BootstrapModalAdapter } from '../../../assets/modal/BootstrapModalAdapter.js';
import { waitFor } from '../../support/wait-for.js';
import { useDom } from '../support/dom.js';
import { bootstrapModal } from '../support/modal-html.js';
import { behavesLikeAModalAdapter, click, RecordingHandlers } from './adapter-contract.js';

/** Bootstrap 5's Modal as far as the adapter relies on it: events, preventable hide, async transitions. */
class FakeBootstrapModal {
  static instances: FakeBootstrapModal[] = [];
  calls: string[] = [];

  constructor(
    readonly element: HTMLElement,
    readonly options: Record<string, unknown>,
  ) {
    FakeBootstrapModal.instances.push(this);
    element.addEventListener('keydown', (event) => {
      if ((event as KeyboardEvent).key === 'Escape' && options.keyboard) this.hide();
    });
  }

  show(): void {
    this.calls.push('show');
    this.element.dispatchEvent(new window.Event('show.bs.modal', { cancelable: true }));
    this.element.classList.add('show');
    this.element.style.display = 'block';
    setTimeout(() => this.element.dispatchEvent(new window.Event('shown.bs.modal')), 1);
  }

  hide(): void {
    this.calls.push('hide');
    const event = new window.Event('hide.bs.modal', { cancelable: true });
    this.element.dispatchEvent(event);
    if (event.defaultPrevented) return;
    this.element.classList.remove('show');
    setTimeout(() => this.element.dispatchEvent(new window.Event('hidden.bs.modal')), 1);
  }

  dispose(): void {
    this.calls.push('dispose');
  }
}

describe('BootstrapModalAdapter', () => {
  useDom();

  describe('without Bootstrap\'s JavaScript', () => {
    behavesLikeAModalAdapter(() => new BootstrapModalAdapter(), bootstrapModal);

    it('shows the .modal with the show class, display:block, a backdrop and the page inert; hide undoes it', async () => {
      document.body.innerHTML = '<main id="page"><table></table></main>';
      const adapter = new BootstrapModalAdapter();
      await adapter.show(bootstrapModal(), new RecordingHandlers());
      const modal = document.querySelector<HTMLElement>('.modal')!;
      expect(modal.classList.contains('show')).to.equal(true);
      expect(modal.style.display).to.equal('block');
      expect(modal.getAttribute('aria-modal')).to.equal('true');
      expect(modal.getAttribute('role')).to.equal('dialog');
      expect(document.querySelectorAll('.modal-backdrop.show')).to.have.length(1);
      expect(document.body.classList.contains('modal-open')).to.equal(true);
      expect(document.querySelector('#page')!.hasAttribute('inert')).to.equal(true);
      await adapter.hide();
      expect(document.querySelector('.modal')).to.equal(null);
      expect(document.querySelector('.modal-backdrop')).to.equal(null);
      expect(document.body.classList.contains('modal-open')).to.equal(false);
      expect(document.querySelector('#page')!.hasAttribute('inert')).to.equal(false);
    });

    it('cancels on a click on the backdrop around .modal-dialog', async () => {
      const adapter = new BootstrapModalAdapter();
      const handlers = new RecordingHandlers();
      await adapter.show(bootstrapModal(), handlers);
      const modal = document.querySelector<HTMLElement>('.modal')!;
      modal.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      click(modal);
      await waitFor(() => handlers.cancels > 0);
      expect(handlers.cancels).to.equal(1);
      expect(document.querySelector('.modal')).to.equal(null);
    });

    it('does not cancel on clicks inside .modal-dialog', async () => {
      const adapter = new BootstrapModalAdapter();
      const handlers = new RecordingHandlers();
      await adapter.show(bootstrapModal(), handlers);
      const title = document.querySelector('.modal-title')!;
      title.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      click(title);
      expect(handlers.cancels).to.equal(0);
    });
  });

  describe('with window.bootstrap.Modal', () => {
    beforeEach(() => {
      FakeBootstrapModal.instances = [];
      (window as unknown as { bootstrap: unknown }).bootstrap = { Modal: FakeBootstrapModal };
    });

    behavesLikeAModalAdapter(() => new BootstrapModalAdapter(), bootstrapModal);

    it('lets Bootstrap show it (and handle Esc), resolving once shown', async () => {
      const adapter = new BootstrapModalAdapter();
      await adapter.show(bootstrapModal(), new RecordingHandlers());
      const [modal] = FakeBootstrapModal.instances;
      expect(modal.element).to.equal(document.querySelector('[data-ux-datatables-modal]'));
      expect(modal.options).to.deep.equal({ backdrop: true, keyboard: true, focus: true });
      expect(modal.calls).to.deep.equal(['show']);
      expect(document.activeElement?.id).to.equal('f-title');
    });

    it('hides through Bootstrap, waits for hidden.bs.modal, then disposes and removes', async () => {
      const adapter = new BootstrapModalAdapter();
      await adapter.show(bootstrapModal(), new RecordingHandlers());
      await adapter.hide();
      expect(FakeBootstrapModal.instances[0].calls).to.deep.equal(['show', 'hide', 'dispose']);
      expect(document.querySelector('.modal')).to.equal(null);
    });

    it('leaves Esc to Bootstrap: one hide, reported as a cancel', async () => {
      const adapter = new BootstrapModalAdapter();
      const handlers = new RecordingHandlers();
      await adapter.show(bootstrapModal(), handlers);
      const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
      document.activeElement!.dispatchEvent(event);
      await waitFor(() => FakeBootstrapModal.instances[0].calls.includes('dispose'));
      expect(handlers.cancels).to.equal(1);
      expect(FakeBootstrapModal.instances[0].calls).to.deep.equal(['show', 'hide', 'hide', 'dispose']);
    });

    it('ignored Escape pressed during its fade-in: the modal now closes once shown, as a cancel', async () => {
      // Bootstrap ignores hide() while it transitions, and focus is still on the page until it is shown.
      let finishFadeIn = () => {};
      const show = FakeBootstrapModal.prototype.show;
      FakeBootstrapModal.prototype.show = function (this: FakeBootstrapModal) {
        this.calls.push('show');
        this.element.classList.add('show');
        finishFadeIn = () => this.element.dispatchEvent(new window.Event('shown.bs.modal'));
      };
      try {
        document.body.innerHTML = '<button id="opener">Edit</button>';
        document.querySelector<HTMLElement>('#opener')!.focus();
        const adapter = new BootstrapModalAdapter();
        const handlers = new RecordingHandlers();
        const shown = adapter.show(bootstrapModal(), handlers);
        await waitFor(() => FakeBootstrapModal.instances.length === 1);
        const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
        document.activeElement!.dispatchEvent(escape);
        expect(escape.defaultPrevented, 'Esc taken during the fade-in').to.equal(true);
        finishFadeIn();
        await shown;
        await waitFor(() => handlers.cancels === 1);
        expect(adapter.isOpen()).to.equal(false);
        expect(document.querySelector('.modal')).to.equal(null);
        expect(FakeBootstrapModal.instances[0].calls).to.deep.equal(['show', 'hide', 'dispose']);
      } finally {
        FakeBootstrapModal.prototype.show = show;
      }
    });

    it('keeps role="alertdialog" on a confirmation, which Bootstrap sets to "dialog" as it shows', async () => {
      const show = FakeBootstrapModal.prototype.show;
      FakeBootstrapModal.prototype.show = function (this: FakeBootstrapModal) {
        this.element.setAttribute('role', 'dialog');
        show.call(this);
      };
      try {
        const adapter = new BootstrapModalAdapter();
        const answer = adapter.confirm({ message: 'Delete?', confirmLabel: 'Delete', cancelLabel: 'Cancel', destructive: true });
        await waitFor(() => document.activeElement?.textContent === 'Cancel');
        expect(document.querySelector('[data-ux-datatables-modal]')!.getAttribute('role')).to.equal('alertdialog');
        click(document.activeElement!);
        expect(await answer).to.equal(false);
      } finally {
        FakeBootstrapModal.prototype.show = show;
      }
    });

    it('turns a hide Bootstrap starts by itself (backdrop, data-bs-dismiss) into a cancel', async () => {
      const adapter = new BootstrapModalAdapter();
      const handlers = new RecordingHandlers();
      await adapter.show(bootstrapModal(), handlers);
      FakeBootstrapModal.instances[0].hide();
      await waitFor(() => handlers.cancels > 0 && !adapter.isOpen());
      expect(handlers.cancels).to.equal(1);
      expect(adapter.isOpen()).to.equal(false);
      expect(document.querySelector('.modal')).to.equal(null);
    });
  });
});
