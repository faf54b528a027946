/**
 * A table's polite `aria-live` region, placed after the table (after DataTables.net's container):
 * off screen but read, styled inline through the CSSOM (which a CSP allows) so no stylesheet is needed.
 */
export function createLiveRegion(table: HTMLElement): HTMLElement {
  const region = table.ownerDocument.createElement('div');
  region.className = 'ux-datatables-live';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';
  (table.closest('.dt-container') ?? table).after(region);
  return region;
}

/** Says the message; a new node each time, so that the same words are announced again. */
export function announce(region: HTMLElement, message: string): void {
  const text = region.ownerDocument.createElement('p');
  text.textContent = message;
  region.replaceChildren(text);
}
