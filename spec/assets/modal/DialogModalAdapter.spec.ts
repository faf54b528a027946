import { expect } from 'chai';
import { DialogModalAdapter } from '../../../assets/modal/DialogModalAdapter.js';
import { useDom, settle } from '../support/dom.js';
import { dialogModal } from '../support/modal-html.js';
import { behavesLikeAModalAdapter, RecordingHandlers } from './adapter-contract.js';

describe('DialogModalAdapter', () => {
  useDom();
  behavesLikeAModalAdapter(() => new DialogModalAdapter(), dialogModal);

  describe('the <dialog>', () => {
    let adapter: DialogModalAdapter;
    let handlers: RecordingHandlers;
    const dialog = () => document.querySelector('dialog')!;

    beforeEach(() => {
      adapter = new DialogModalAdapter();
      handlers = new RecordingHandlers();
    });

    it('opens the root with showModal()', async () => {
      let modal = false;
      const original = HTMLDialogElement.prototype.showModal;
      HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
        modal = true;
        original.call(this);
      };
      try {
        await adapter.show(dialogModal(), handlers);
      } finally {
        HTMLDialogElement.prototype.showModal = original;
      }
      expect(modal).to.equal(true);
      expect(dialog().open).to.equal(true);
    });

    it('refuses a root that is no <dialog>', async () => {
      const error = await adapter.show('<div data-ux-datatables-modal></div>', handlers).catch((e: Error) => e);
      expect(error).to.be.instanceOf(Error).with.property('message', 'The "dt" modal adapter needs a <dialog data-ux-datatables-modal> root, got <div>');
      expect(document.querySelector('[data-ux-datatables-modal]')).to.equal(null);
      expect(adapter.isOpen()).to.equal(false);
    });

    it('takes Esc before the browser does (prevents the keydown), so the cancel runs once', async () => {
      await adapter.show(dialogModal(), handlers);
      const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
      document.activeElement!.dispatchEvent(event);
      await settle();
      expect(event.defaultPrevented).to.equal(true);
      expect(handlers.cancels).to.equal(1);
    });

    it('turns the dialog\'s own cancel event (Esc) into a cancel', async () => {
      await adapter.show(dialogModal(), handlers);
      const event = new window.Event('cancel', { cancelable: true });
      dialog().dispatchEvent(event);
      await settle();
      expect(event.defaultPrevented).to.equal(true);
      expect(handlers.cancels).to.equal(1);
      expect(document.querySelector('dialog')).to.equal(null);
    });

    it('treats a close by the browser as a cancel', async () => {
      await adapter.show(dialogModal(), handlers);
      dialog().close();
      expect(adapter.isOpen()).to.equal(false);
      expect(handlers.cancels).to.equal(1);
      expect(document.querySelector('dialog')).to.equal(null);
    });

    describe('backdrop clicks', () => {
      const box = { left: 100, right: 500, top: 100, bottom: 400, x: 100, y: 100, width: 400, height: 300, toJSON() {} };
      const pointer = (type: string, target: Element, x: number, y: number) =>
        target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y }));

      beforeEach(async () => {
        await adapter.show(dialogModal(), handlers);
        dialog().getBoundingClientRect = () => box as DOMRect;
      });

      it('cancel when pressed and released on ::backdrop', async () => {
        pointer('mousedown', dialog(), 20, 20);
        pointer('click', dialog(), 20, 20);
        await settle();
        expect(handlers.cancels).to.equal(1);
      });

      it('do not cancel inside the dialog\'s box', async () => {
        pointer('mousedown', dialog(), 120, 120);
        pointer('click', dialog(), 120, 120);
        await settle();
        expect(handlers.cancels).to.equal(0);
        expect(adapter.isOpen()).to.equal(true);
      });

      it('do not cancel when a text selection started in a field ends on the backdrop', async () => {
        pointer('mousedown', document.querySelector('#f-title')!, 200, 200);
        pointer('click', dialog(), 20, 20);
        await settle();
        expect(handlers.cancels).to.equal(0);
      });
    });
  });
});
