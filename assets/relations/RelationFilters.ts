import type { FilterColumn, RelatedLabel } from '../filters/filter-controls.js';
import type { FilterState } from '../filters/FilterState.js';
import type { Translate } from '../../lib/wire/translate.js';
import { RelationOptionsSource } from './relation-options-source.js';
import { RelationPicker } from './RelationPicker.js';

/** The options endpoint of a relation column's filter: its URL with the table's `options` token and the column. */
export type RelationOptionsUrl = (column: string) => string;

/**
 * The relation columns' filters of a filter bar (a part of the relation chunk, which the bar fetches once a
 * relation filter is drawn or in force): each column's control made a multi-picker writing `{ in: ids }`
 * to the table's {@link FilterState}, and the related rows' labels its chip names them by: those chosen
 * in a picker, and those of a filter from the page's URL or the tab's state, asked of the options
 * endpoint once (`ids=`), the keys shown meanwhile.
 */
export class RelationFilters {
  private readonly pickers = new Map<string, RelationPicker>();
  /** Labels by `column NUL id`. */
  private readonly labels = new Map<string, string>();
  private readonly asked = new Set<string>();

  constructor(
    private readonly columns: readonly FilterColumn[],
    private readonly state: FilterState,
    private readonly t: Translate,
    private readonly optionsUrl: RelationOptionsUrl,
    /** Called when labels arrived: the bar draws its chips again. */
    private readonly relabelled: () => void,
  ) {}

  /** A related row's label as known here. */
  readonly label: RelatedLabel = (column, id) => this.labels.get(`${column}\u0000${id}`);

  /** Brings the pickers (made for the bar's controls once drawn) and the labels up to the filters in force. */
  sync(bar: HTMLElement, refresh = false): void {
    const fields = bar.querySelectorAll<HTMLElement>('.ux-datatables-filter-controls .uxdt-relation');
    this.columns.filter((column) => column.filter.kind === 'relation').forEach((column, at) => {
      const { name } = column;
      const value = this.state.of(name);
      const ids = value && 'in' in value ? value.in : [];
      const unknown = ids.filter((id) => !this.asked.has(`${name}\u0000${id}`) && !this.label(name, id));
      if (unknown.length) void this.ask(name, unknown);
      let picker = this.pickers.get(name);
      if (!picker && fields[at]) this.pickers.set(name, (picker = this.picker(fields[at], name)));
      if (picker && (refresh || picker.ids().join('\u0000') !== ids.join('\u0000'))) {
        picker.setChosen(ids.map((id) => ({ id, label: this.label(name, id) ?? id })));
      }
    });
  }

  private picker(field: HTMLElement, name: string): RelationPicker {
    return new RelationPicker(field, {
      t: this.t,
      onChange: (chosen) => {
        for (const { id, label } of chosen) this.labels.set(`${name}\u0000${id}`, label);
        this.state.set(name, chosen.length ? { in: chosen.map(({ id }) => id) } : null);
      },
    });
  }

  private async ask(name: string, ids: string[]): Promise<void> {
    for (const id of ids) this.asked.add(`${name}\u0000${id}`);
    try {
      for (const { id, label } of await new RelationOptionsSource(this.optionsUrl(name)).labels(ids)) this.labels.set(`${name}\u0000${id}`, label);
    } catch {
      // The chip keeps naming the rows by their keys: the filter itself still works.
      return;
    }
    this.relabelled();
  }
}
