import { describeTablePage } from './support/table-page-flows.js';

describeTablePage({
  adapter: 'side-panel',
  path: '/custom-adapter',
  confirms: 'browser',
  modalKind: (page) => page.evaluate(() => document.body.dataset.sidePanel === 'open'
    && !!document.querySelector('aside.side-panel [data-ux-datatables-modal]')),
});
