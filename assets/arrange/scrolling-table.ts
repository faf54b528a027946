/**
 * Keeps a scrolling table as assistive technology and axe expect it. DataTables.net makes the `.dt-scroll` block the
 * table (role table) and its <table>s presentational: their description (the "Showing 1 to 10" line) belongs to the
 * block, and the rows and cells of the header and footer, in tables of their own, say their roles (a header cell that
 * has a name, an order, would otherwise be no column header). It sizes the body's columns by copies of the header and
 * footer in it, out of sight, their controls with them but stripped of their roles: those are kept from the keyboard and
 * from assistive technology, which would meet every control twice, nameless.
 */
export function tidyScroll(table: HTMLTableElement, scroll: HTMLElement | null): void {
  if (!scroll) return;
  for (const part of scroll.querySelectorAll('table[aria-describedby]')) {
    scroll.setAttribute('aria-describedby', part.getAttribute('aria-describedby')!);
    part.removeAttribute('aria-describedby');
  }
  for (const section of scroll.querySelectorAll<HTMLTableSectionElement>('.dt-scroll-head thead, .dt-scroll-foot tfoot')) {
    section.setAttribute('role', 'rowgroup');
    for (const row of section.rows) {
      row.setAttribute('role', 'row');
      for (const cell of row.cells) cell.setAttribute('role', cell.tagName === 'TH' ? 'columnheader' : 'cell');
    }
  }
  for (const copy of table.querySelectorAll<HTMLElement>(':scope > thead, :scope > tfoot')) {
    copy.setAttribute('aria-hidden', 'true');
    copy.inert = true;
  }
}
