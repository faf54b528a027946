import { Application } from '@hotwired/stimulus';
import DatatableController from '/work/main/assets/controllers/datatable_controller.js';
import { renderTableElement } from '/work/main/lib/view/table-element.js';
import { settle, useDom } from '/work/main/spec/assets/support/dom.js';
import { pageView } from '/work/main/spec/assets/support/fixtures.js';
describe('dbg', () => { useDom(); it('x', async () => {
  console.log('ready', document.readyState);
  document.body.innerHTML = renderTableElement(pageView(), { id: 'books' });
  (globalThis as any).fetch = async (u: string) => { console.log('fetch', u); return new Response('{"draw":1,"recordsTotal":0,"recordsFiltered":0,"data":[]}'); };
  const app = Application.start(document.documentElement);
  app.handleError = (e, m) => console.log('ERR', m, e);
  app.register('datatable', DatatableController);
  await settle(200);
  console.log(document.body.innerHTML.slice(0, 500));
  app.stop();
  delete (globalThis as any).fetch;
});});
