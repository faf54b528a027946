import type { Translator } from '../i18n/Translator.js';
import type { CellEditorView, CellEditorWidget } from '../wire/cell-edit.js';
import type { FieldDefinition } from './column-to-field.js';
import type { FormWidget } from './FormField.js';

/** The cell's editor of each form widget: a checkbox toggles as a switch, a textarea's text is edited on one line. */
const EDITORS: Record<FormWidget, CellEditorWidget> = {
  checkbox: 'switch', select: 'select', date: 'date', number: 'number', text: 'text', textarea: 'text', url: 'url', relation: 'relation',
};

/** `ColumnView.inPlace`: the column's edit-form field as the cell's editor, its choices labelled as the form shows them. */
export function cellEditorView(definition: FieldDefinition, translator: Translator): CellEditorView {
  const { field } = definition;
  const view: CellEditorView = { widget: EDITORS[field.widget], attributes: { ...field.attributes }, required: field.required };
  if (field.widget === 'select') view.choices = field.choices.map(({ value, label }) => ({ value, label: translator.label(label) }));
  if (field.relation) view.relation = { multiple: field.relation.multiple, nullable: field.relation.nullable };
  return view;
}
