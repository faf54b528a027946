import { describeTablePage } from './support/table-page-flows.js';

describeTablePage({
  adapter: 'dt',
  path: '/dialog',
  confirms: 'dialog',
  modalKind: (page) => page.evaluate(() => document.querySelector('[data-ux-datatables-modal]') instanceof HTMLDialogElement
    && (document.querySelector('[data-ux-datatables-modal]') as HTMLDialogElement).open),
});
