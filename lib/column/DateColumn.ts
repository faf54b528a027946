import { AbstractColumn, type ColumnType } from './AbstractColumn.js';

/**
 * A date, shown with {@link setDateFormat} (tokens `YYYY`, `MM`, `DD`, `HH`, `mm`, `ss`; default
 * `YYYY-MM-DD`) and edited with a date input (ISO `YYYY-MM-DD`).
 */
export class DateColumn extends AbstractColumn {
  readonly kind = 'date';
  protected readonly allowedTypes: readonly ColumnType[] = ['date'];
  private _dateFormat = 'YYYY-MM-DD';

  setDateFormat(format: string): this {
    this._dateFormat = format;
    return this;
  }

  get dateFormat(): string {
    return this._dateFormat;
  }

  protected override viewOptions(): Record<string, unknown> {
    return { dateFormat: this._dateFormat };
  }
}
