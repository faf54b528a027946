import { ConfigurationError } from '../errors/ConfigurationError.js';
import type { ColumnFilterView } from '../wire/page-view.js';
import { AbstractColumn, type ColumnType, type SearchMode } from './AbstractColumn.js';

/** One value of a fixed set, shown by its label; edited with a select that accepts only these values. */
export class ChoiceColumn extends AbstractColumn {
  readonly kind = 'choice';
  protected readonly allowedTypes: readonly ColumnType[] = ['string', 'string-utf8', 'num'];
  protected override readonly allowedSearchModes: readonly SearchMode[] = ['exact', 'prefix', 'contains'];
  private _choices: ReadonlyMap<string, string> = new Map();

  /** The choices as stored value -> label, in display order. */
  setChoices(choices: Record<string, string> | ReadonlyMap<string, string>): this {
    const entries = choices instanceof Map ? [...choices] : Object.entries(choices);
    if (entries.length === 0) throw new ConfigurationError(`ChoiceColumn "${this.name}" needs at least one choice`);
    this._choices = new Map(entries.map(([value, label]) => [String(value), String(label)]));
    return this;
  }

  get choices(): ReadonlyMap<string, string> {
    return this._choices;
  }

  /** @internal The choices to pick from, in display order (labels translated with the table's). */
  override filterView(): ColumnFilterView {
    return { kind: 'choice', choices: [...this._choices].map(([value, label]) => ({ value, label })) };
  }

  // The browser only looks labels up by value, so an object (whose key order JavaScript may change) is enough;
  // the edit form's select is rendered on the server from the ordered map.
  protected override viewOptions(): Record<string, unknown> {
    return { choices: Object.fromEntries(this._choices) };
  }
}
