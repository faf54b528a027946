import { AbstractColumn, type ColumnType, type SearchMode } from './AbstractColumn.js';

/**
 * A link: the cell value is the URL (only `http:`, `https:`, `mailto:` and relative URLs are rendered).
 * Edited as a web address (`<input type="url">`): the form saves only an absolute `http:` or `https:`
 * URL, so what it stores is a link the cell shows (`javascript:` and `data:` are refused on the field).
 */
export class UrlColumn extends AbstractColumn {
  readonly kind = 'url';
  protected readonly allowedTypes: readonly ColumnType[] = ['html'];
  protected override readonly allowedSearchModes: readonly SearchMode[] = ['contains', 'prefix', 'exact'];
  private _linkLabel: string | null = null;
  private _newTab = false;

  /** Fixed link text; by default the URL itself is shown. */
  setLinkLabel(label: string): this {
    this._linkLabel = label;
    return this;
  }

  /** Opens the link in a new tab (`target="_blank" rel="noopener noreferrer"`). */
  openInNewTab(newTab = true): this {
    this._newTab = newTab;
    return this;
  }

  /** The text given with {@link setLinkLabel}; null shows the URL itself. */
  get linkLabel(): string | null {
    return this._linkLabel;
  }

  get opensInNewTab(): boolean {
    return this._newTab;
  }

  protected override viewOptions(): Record<string, unknown> {
    return { linkLabel: this._linkLabel, newTab: this._newTab };
  }
}
