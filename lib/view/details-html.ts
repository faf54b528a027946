import { humanize } from '../column/humanize.js';
import { columnLabel, translateTableView } from '../i18n/table-labels.js';
import type { Translator } from '../i18n/Translator.js';
import type { Row } from '../model/Row.js';
import type { DetailField } from '../persistence/details-binding.js';
import { entityValue, type RelatedList } from '../persistence/details-row.js';
import type { TableBinding } from '../persistence/TableBinding.js';
import { cellText, type CellTextLanguage } from '../wire/cell-text.js';
import { RELATED_SEPARATOR } from '../wire/related-labels.js';
import type { ColumnView } from '../wire/page-view.js';
import type { TemplateLocale } from './edit-modal.js';
import type { TemplateRenderer } from './TemplateRenderer.js';

/**
 * One field as a details template gets it (`fields`), in the request's language: its label, its value as the table
 * shows it (`text`, '' when blank), and for a ToMany its related rows' values (`items`, the first 50) and how many
 * more there are (`more`). Text only: the template escapes it (`<%= %>`).
 */
export interface DetailsFieldView {
  name: string;
  label: string;
  text: string;
  /** A ToMany field's values, each as text; null for any other field. */
  items: string[] | null;
  more: number;
}

/** What a row's details are rendered from: the row as the table shows it, its entity with the relations loaded, the ToMany fields' lists. */
export interface ShownDetails {
  row: Row;
  entity: object;
  lists: ReadonlyMap<string, RelatedList>;
}

/**
 * A row's details as HTML: `template` rendered with `fields` ({@link DetailsFieldView}), `row`, `entity`, `table`
 * (its name) and the request's language (`t`, `locale`, `dir`). A column's value is written by the browser's own
 * rules (`wire/cell-text`) from the page view's translated column, as an export writes it; a property's as a column
 * of its type would show it. Labels: `column.<table>.<field>` when a catalogue has it, else the column's label (or
 * the path in words) looked up as a key.
 */
export function renderRowDetails(renderer: TemplateRenderer, template: string, binding: TableBinding, shown: ShownDetails, translator: Translator): Promise<string> {
  const fields = detailsFields(binding, shown, translator);
  const locale: TemplateLocale = { t: (key, params) => translator.t(key, params), locale: translator.locale, dir: translator.dir };
  return renderer.render(template, { fields, row: shown.row, entity: shown.entity, table: binding.name, ...locale });
}

/** The details' fields in the translator's language. */
export function detailsFields(binding: TableBinding, shown: ShownDetails, translator: Translator): DetailsFieldView[] {
  const table = binding.table;
  const columns = new Map(translateTableView(table.toView((column) => binding.flagsOf(column)), table, translator).columns.map((column) => [column.name, column]));
  const language: CellTextLanguage = { t: (key, params) => translator.t(key, params), locale: translator.locale };
  return binding.details!.fields.map((field) => {
    const label = columnLabel(translator, table.name, { name: field.name, label: field.column?.label ?? humanize(field.name.replace(/\./g, ' ')) });
    const view = columnOf(field, columns, label);
    const text = cellText(view, language);
    if (field.path?.toMany) {
      const list = shown.lists.get(field.name) ?? { values: [], more: 0 };
      const items = list.values.map(text);
      return { name: field.name, label, text: items.filter(Boolean).join(RELATED_SEPARATOR), items, more: list.more };
    }
    const value = field.path ? entityValue(shown.entity, field.path) : shown.row[field.name];
    return { name: field.name, label, text: text(value), items: null, more: 0 };
  });
}

/** How a field's values are written: its column's translated view (a ToMany's items as the column's kind), or its property's type. */
function columnOf(field: DetailField, columns: ReadonlyMap<string, ColumnView>, label: string): ColumnView {
  const column = field.column ? columns.get(field.name) : undefined;
  if (column) return column;
  const { kind, type, options } = field.path!.shownAs;
  return { name: field.name, label, kind, type, options, orderable: false, searchable: false, visible: true, className: null };
}
