import { AbstractColumn, type ColumnType } from './AbstractColumn.js';

/**
 * HTML rendered on the server from a template for each row (variables `row`, `entity`, `value`).
 * Not searchable, not orderable and not part of the edit form.
 */
export class TemplateColumn extends AbstractColumn {
  readonly kind = 'template';
  protected readonly allowedTypes: readonly ColumnType[] = ['html'];
  private _template: string | null = null;

  /** The template path (`@VendorDataTables/...` or one in the application's template directories). */
  setTemplate(template: string): this {
    this._template = template;
    return this;
  }

  get template(): string | null {
    return this._template;
  }

  override get holdsData(): boolean {
    return false;
  }
}
