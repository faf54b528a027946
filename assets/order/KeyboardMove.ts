/** What a keyboard move asks of the row order: the page's rows, and what to say and do. */
export interface KeyboardMoveHost {
  /** The page's rows as drawn, in the order shown (DataTables.net's, without detail rows). */
  rows(): HTMLTableRowElement[];
  /** Says where the row would land: the place now held by `at` (a row of the page as it was). */
  placeOf(at: HTMLTableRowElement): void;
  /** The row was dropped at `to`'s place (a row of the page as it was, another than the moved one). */
  dropped(moved: HTMLTableRowElement, to: HTMLTableRowElement): void;
  /** The move ended where it started, or was cancelled (`said`: say so). */
  cancelled(said: boolean): void;
}

/** The class of a row being moved by the keyboard (ux-datatables-order.css). */
export const MOVING_CLASS = 'ux-datatables-moving';

/**
 * A row moved with the keyboard (WAI-ARIA's practice for sortable lists, with a button): its move button
 * picks it up (Enter, Space or a click), the up and down arrows carry it a row at a time (Home and End to the
 * page's ends), Enter or Space drops it, Escape, Tab or a click elsewhere puts it back. The other rows step
 * around it, so the focused button is never taken out of the document (that would lose focus). Within the page.
 */
export class KeyboardMove {
  private moving: { button: HTMLElement; row: HTMLTableRowElement; start: HTMLTableRowElement[]; at: number } | null = null;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly host: KeyboardMoveHost) {}

  /** Whether `button`'s row is being moved. */
  isMoving(button: HTMLElement): boolean {
    return this.moving?.button === button;
  }

  /** The button of the row being moved; null: none. */
  current(): HTMLElement | null {
    return this.moving?.button ?? null;
  }

  /** Resolves once no row is being moved (at once when none is). */
  idle(): Promise<void> {
    return this.moving ? new Promise((resolve) => this.waiting.push(resolve)) : Promise.resolve();
  }

  /** Picks up the row of `button`. */
  pickUp(button: HTMLElement): void {
    this.cancel(false);
    const row = button.closest('tr')!;
    const start = this.host.rows();
    this.moving = { button, row, start, at: start.indexOf(row) };
    row.classList.add(MOVING_CLASS);
    button.setAttribute('aria-pressed', 'true');
    button.addEventListener('keydown', this.onKey);
    button.addEventListener('blur', this.onBlur);
  }

  /** Puts the row back where it was picked up; `said`: the user cancelled (else a draw took the rows away). */
  cancel(said: boolean): void {
    const moving = this.end();
    if (!moving) return;
    if (moving.row.isConnected) this.place(moving.start, moving.row);
    this.host.cancelled(said);
  }

  /** Drops the row where it is now. */
  drop(): void {
    const moving = this.end();
    if (!moving) return;
    const index = this.host.rows().indexOf(moving.row);
    const to = moving.start[index];
    if (to === undefined || to === moving.row) return this.host.cancelled(true);
    // Drawn again from the server's answer: until then the rows stay as the user put them.
    this.host.dropped(moving.row, to);
  }

  private end(): { button: HTMLElement; row: HTMLTableRowElement; start: HTMLTableRowElement[]; at: number } | null {
    const moving = this.moving;
    if (!moving) return null;
    this.moving = null;
    moving.row.classList.remove(MOVING_CLASS);
    moving.button.setAttribute('aria-pressed', 'false');
    moving.button.removeEventListener('keydown', this.onKey);
    moving.button.removeEventListener('blur', this.onBlur);
    this.waiting.splice(0).forEach((resolve) => resolve());
    return moving;
  }

  /**
   * Where the row being moved is among the page's rows, as last carried (kept, not read from the page: a draw that
   * asks it has let go of the rows already); -1: none is.
   */
  position(): number {
    return this.moving?.at ?? -1;
  }

  /** Carries the row being moved to `index` of the page's rows (within them); answers where it is. */
  carry(index: number): number {
    const moving = this.moving!;
    const rows = this.host.rows();
    const from = rows.indexOf(moving.row);
    const at = Math.max(0, Math.min(rows.length - 1, index));
    if (at !== from) {
      rows.splice(from, 1);
      rows.splice(at, 0, moving.row);
      this.place(rows, moving.row);
    }
    return (moving.at = at);
  }

  private readonly onKey = (event: KeyboardEvent): void => {
    const moving = this.moving!;
    const index = this.position();
    const next = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: Infinity }[event.key];
    if (next !== undefined) {
      event.preventDefault();
      this.host.placeOf(moving.start[this.carry(next)]);
    } else if (event.key === 'Enter' || event.key === ' ') {
      // Not the button's click, which would pick the row up again.
      event.preventDefault();
      this.drop();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      this.cancel(true);
    }
  };

  private readonly onBlur = (): void => this.cancel(true);

  /**
   * Puts the rows in `order`, each with the rows under it (Responsive's detail row, its details), moving every row but
   * `moving` (which the others end up around), so that its focused button stays in the document.
   */
  private place(order: HTMLTableRowElement[], moving: HTMLTableRowElement): void {
    const body = moving.parentElement;
    if (!body) return;
    // A row's block: it and the rows under it that are none of the page's (Responsive's detail row, the row's details).
    const rows = new Set<Element>(order);
    const blocks = order.map((row) => {
      const block: Element[] = [row];
      for (let next = row.nextElementSibling; next && !rows.has(next); next = next.nextElementSibling) block.push(next);
      return block;
    });
    const fixed = order.indexOf(moving);
    // Those before the moved row go before it, in order; those after it, after it.
    blocks.forEach((block, i) => {
      if (i < fixed) moving.before(...block);
      else if (i > fixed) body.append(...block);
    });
  }
}
