import { ISO_DATE_FORMAT } from '../wire/format-date.js';
import { AbstractColumn, type ColumnType } from './AbstractColumn.js';

/**
 * A date, shown with {@link setDateFormat} (tokens `YYYY`, `MM`, `DD`, `HH`, `mm`, `ss`: the browser
 * formats with lib/wire/format-date.ts) or, without one, formatted for the page's locale by `Intl`
 * (`1 mai 2024` in French, `May 1, 2024` in English); edited with a date input (ISO `YYYY-MM-DD`).
 */
export class DateColumn extends AbstractColumn {
  readonly kind = 'date';
  protected readonly allowedTypes: readonly ColumnType[] = ['date'];
  private _dateFormat: string | null = null;

  /** Shows the date with these tokens, whatever the page's locale. */
  setDateFormat(format: string): this {
    this._dateFormat = format;
    return this;
  }

  /** The format given with {@link setDateFormat}; `YYYY-MM-DD` (the edit form's) when none was. */
  get dateFormat(): string {
    return this._dateFormat ?? ISO_DATE_FORMAT;
  }

  /** `dateFormat` is null when none was given: the browser formats for the page's locale. */
  protected override viewOptions(): Record<string, unknown> {
    return { dateFormat: this._dateFormat };
  }
}
