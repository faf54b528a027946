import type { Api } from 'datatables.net';
import { cellText } from '../../lib/wire/cell-text.js';
import type { GroupsAnswer } from '../../lib/wire/groups.js';
import type { ColumnView, RowData } from '../../lib/wire/page-view.js';
import { totalLines } from '../../lib/wire/total-text.js';
import { groupKey, type GroupState, type SummaryParts } from './summary-parts.js';

/** Marks the header row drawn before each group. */
const GROUP_ROW = 'uxdt-group';

/**
 * Grouped rows (docs/totals.md, "Groups"): the "Group by" choice in the toolbar (the columns the table offers,
 * or none; remembered for the table in this browser, a change showing the first page), and before each group
 * on the page a header row, a button naming the group's value as its cells show it, its rows among every
 * matching one and its totals. The button collapses and expands the group's rows on the page (`aria-expanded`);
 * which groups are collapsed is remembered for the table and its grouping. DataTables.net's RowGroup draws the
 * same rows from the page alone: here the server counts and totals each group, so they are drawn here.
 */
export class GroupRows {
  private last: GroupsAnswer | null = null;
  private readonly state: GroupState;
  private readonly columns: readonly ColumnView[];
  private readonly table: string;
  private readonly t: SummaryParts['language']['t'];
  private readonly locale: string;
  private readonly select: HTMLSelectElement;

  constructor(private readonly api: Api, control: HTMLElement, parts: SummaryParts) {
    ({ state: this.state, language: { t: this.t, locale: this.locale } } = parts);
    this.columns = parts.view.table.columns;
    this.table = parts.view.table.name;
    const doc = control.ownerDocument;
    const label = doc.createElement('label');
    label.style.whiteSpace = 'nowrap';
    this.select = doc.createElement('select');
    this.select.name = 'group';
    const none = new Option(this.t('groups.none'), '');
    const offered = parts.view.table.grouping!.offer.map((name) => new Option(this.columnOf(name)?.label ?? name, name));
    this.select.append(none, ...offered);
    this.select.value = this.state.group ?? '';
    label.append(`${this.t('groups.by')} `, this.select);
    control.replaceChildren(label);
    this.select.addEventListener('change', () => {
      this.state.group = this.select.value || null;
      this.store(groupKey(this.table), this.select.value);
      this.api.ajax.reload(undefined, true);
    });
  }

  show(groups: GroupsAnswer | null): void {
    this.last = groups;
    // A saved view shown (docs/saved-views.md) may have changed the grouping.
    this.select.value = this.state.group ?? '';
    const body = this.api.table().body();
    for (const row of body.querySelectorAll(`tr.${GROUP_ROW}`)) row.remove();
    if (!groups) return;
    const column = this.columnOf(groups.column);
    if (!column) return;
    const text = cellText(column, { t: this.t, locale: this.locale });
    const rows = this.api.rows({ page: 'current' }).nodes().toArray() as HTMLTableRowElement[];
    const span = this.api.columns(':visible').count();
    const collapsed = this.collapsed(groups.column);
    // A collapsed group's triangle points along the line: to the left on a right-to-left page.
    const closed = body.ownerDocument.defaultView?.getComputedStyle(body).direction === 'rtl' ? '\u25C2 ' : '\u25B8 ';
    groups.items.forEach((item, i) => {
      const first = rows[item.start];
      if (!first) return;
      const value = (this.api.row(first).data() as RowData)[groups.column];
      const id = JSON.stringify(value ?? null);
      const members = rows.slice(item.start, groups.items[i + 1]?.start ?? rows.length);
      const header = first.ownerDocument.createElement('tr');
      header.className = GROUP_ROW;
      const cell = first.ownerDocument.createElement('th');
      cell.scope = 'rowgroup';
      cell.colSpan = span;
      cell.style.textAlign = 'start';
      const button = first.ownerDocument.createElement('button');
      button.type = 'button';
      button.className = 'uxdt-group-toggle';
      Object.assign(button.style, { background: 'none', border: '0', padding: '0', font: 'inherit', cursor: 'pointer', color: 'inherit' });
      const sign = first.ownerDocument.createElement('span');
      sign.setAttribute('aria-hidden', 'true');
      button.append(sign, `${column.label}: ${text(value) || this.t('groups.empty')} · ${this.t('groups.rows', { rows: item.rows })}`);
      const totals = this.totalsText(item.totals);
      const line = first.ownerDocument.createElement('span');
      Object.assign(line.style, { display: 'block', fontWeight: '400' });
      line.textContent = totals;
      cell.append(button, ...(totals ? [line] : []));
      header.append(cell);
      first.before(header);
      const fold = (folded: boolean) => {
        button.setAttribute('aria-expanded', String(!folded));
        sign.textContent = folded ? closed : '\u25BE ';
        for (const member of members) {
          member.hidden = folded;
          // The row's details Responsive drew below it go with it.
          const next = member.nextElementSibling as HTMLElement | null;
          if (next?.classList.contains('child')) next.hidden = folded;
        }
      };
      fold(collapsed.has(id));
      button.addEventListener('click', () => {
        const now = this.collapsed(groups.column);
        if (now.has(id)) now.delete(id);
        else now.add(id);
        this.store(this.collapsedKey(groups.column), JSON.stringify([...now]));
        fold(now.has(id));
      });
    });
  }

  disconnect(): void {
    this.show(null);
  }

  /** "Price Sum 1,234.50, Pages Average 12.3": the group's totals, each with its column and kind. */
  private totalsText(totals: Record<string, Record<string, string | null>> | undefined): string {
    if (!totals) return '';
    return new Intl.ListFormat(this.locale, { type: 'unit' }).format(Object.entries(totals).flatMap(([name, values]) => {
      const column = this.columnOf(name);
      if (!column?.totals) return [];
      return totalLines(column, values, { t: this.t, locale: this.locale }, { before: `${column.label} `, isolated: true });
    }));
  }

  private columnOf(name: string): ColumnView | undefined {
    return this.columns.find((column) => column.name === name);
  }

  private collapsedKey(column: string): string {
    return `${groupKey(this.table)}:${column}:collapsed`;
  }

  /** The groups of `column` collapsed in this browser, by their value's JSON. */
  private collapsed(column: string): Set<string> {
    try {
      const kept = JSON.parse(this.api.table().node().ownerDocument.defaultView?.localStorage.getItem(this.collapsedKey(column)) ?? '[]') as unknown;
      return new Set(Array.isArray(kept) ? kept.filter((each): each is string => typeof each === 'string') : []);
    } catch {
      return new Set();
    }
  }

  private store(key: string, value: string): void {
    try {
      this.api.table().node().ownerDocument.defaultView?.localStorage.setItem(key, value);
    } catch {
      // Storage refused (private mode, a full quota): the choice holds until the page goes.
    }
  }
}
