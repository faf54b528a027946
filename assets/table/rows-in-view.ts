import type { Api } from 'datatables.net';

/**
 * Brings the table's top back into the window after a change of page that left it above: the new page's
 * rows start there (and the last page of a long page length is short: the window, scrolled down to the
 * paging buttons, ended below the table). Only after paging: a reload in place (a save, a live change)
 * never scrolls the page.
 */
export function keepRowsInView(api: Api): void {
  let paged = false;
  api.on('page', () => (paged = true));
  api.on('draw', () => {
    if (!paged) return;
    paged = false;
    // After the other draw handlers: the paging buttons' redraw focuses the button clicked, which scrolls.
    queueMicrotask(() => {
      if ((api.table().node() as HTMLElement).getBoundingClientRect().top < 0) (api.table().container() as HTMLElement).scrollIntoView({ block: 'start' });
    });
  });
}
