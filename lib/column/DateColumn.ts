import { ISO_DATE_FORMAT } from '../wire/format-date.js';
import { AbstractColumn, type ColumnType } from './AbstractColumn.js';

/**
 * A date, edited with a date input (which the browser shows in its own language) and shown, by
 * default, in digits in the page's locale (`05/01/2024` in English, `01.05.2024` in German,
 * `01/05/2024` in French): the convention the edit field uses, so a date reads the same in both.
 * {@link setDateFormat} fixes another (tokens `YYYY`, `MM`, `DD`, `HH`, `mm`, `ss`: the browser formats
 * with lib/wire/format-date.ts), for the table only.
 */
export class DateColumn extends AbstractColumn {
  readonly kind = 'date';
  protected readonly allowedTypes: readonly ColumnType[] = ['date'];
  private _dateFormat: string | null = null;

  /**
   * Shows the date with these tokens, whatever the page's locale: for date-times, or a house style.
   * The edit form's date input keeps the browser's convention, so a format in another order than the
   * page's locale (`DD/MM/YYYY` on an English page) shows a date two ways; leave it out for plain dates.
   */
  setDateFormat(format: string): this {
    this._dateFormat = format;
    return this;
  }

  /** The format given with {@link setDateFormat}; `YYYY-MM-DD` (the edit form's) when none was. */
  get dateFormat(): string {
    return this._dateFormat ?? ISO_DATE_FORMAT;
  }

  /** @internal The format given with {@link setDateFormat}, null when none was (dates show in the page's locale). */
  get givenDateFormat(): string | null {
    return this._dateFormat;
  }

  /** `dateFormat` is null when none was given: the browser formats for the page's locale. */
  protected override viewOptions(): Record<string, unknown> {
    return { dateFormat: this._dateFormat };
  }
}
