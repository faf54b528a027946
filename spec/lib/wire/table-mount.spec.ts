import { expect } from 'chai';
import { Application, Controller } from '@hotwired/stimulus';
import { renderTableElement } from '../../../lib/view/table-element.js';
import { CONTROLLER_ATTRIBUTE, TABLE_CONTROLLER, VIEW_ATTRIBUTE, VIEW_VALUE } from '../../../lib/wire/table-mount.js';
import { settle, useDom } from '../../assets/support/dom.js';

describe('the table mount attributes (lib/wire/table-mount.ts)', () => {
  useDom();

  it('are the attributes Stimulus reads: the view reaches a controller registered under TABLE_CONTROLLER', async () => {
    const received: unknown[] = [];
    class ViewReader extends Controller {
      static override values = { [VIEW_VALUE]: Object };
      override connect(): void {
        received.push((this as unknown as Record<string, unknown>)[`${VIEW_VALUE}Value`]);
      }
    }
    const view = { table: { name: 'books' }, wireVersion: 1 };
    document.body.innerHTML = renderTableElement(view);
    const application = Application.start(document.documentElement);
    try {
      application.register(TABLE_CONTROLLER, ViewReader);
      await settle();
      expect(received).to.deep.equal([view]);
    } finally {
      application.stop();
    }
  });

  it('name the view attribute as Stimulus derives it from the identifier and the value', () => {
    expect(VIEW_ATTRIBUTE).to.equal(`data-${TABLE_CONTROLLER}-${VIEW_VALUE}-value`);
    expect(CONTROLLER_ATTRIBUTE).to.equal(new Application().schema.controllerAttribute);
  });
});
