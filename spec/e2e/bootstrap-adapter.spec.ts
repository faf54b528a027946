import { describeTablePage } from './support/table-page-flows.js';

describeTablePage({
  adapter: 'bs5',
  path: '/bootstrap',
  modalKind: (page) => page.evaluate(() => {
    const root = document.querySelector('[data-ux-datatables-modal]');
    return !!root && root.matches('div.modal.show') && !!document.querySelector('.modal-backdrop');
  }),
});
