import { DEFAULT_ACTION_LABELS, DEFAULT_CONFIRMATION } from '../model/Action.js';
import { DEFAULT_ACTIONS_COLUMN_LABEL } from '../model/Actions.js';
import type { TableModel } from '../model/TableModel.js';
import type { ActionView, ColumnView, TableView } from '../wire/page-view.js';
import type { Translator } from './Translator.js';

/**
 * A column's header in a locale: the message `column.<table>.<column>` when a catalogue has it,
 * else the label looked up as a key, else the label as written (or derived from the name).
 */
export function columnLabel(t: Translator, table: string, column: { name: string; label: string }): string {
  const key = `column.${table}.${column.name}`;
  return t.has(key) ? t.t(key) : t.label(column.label);
}

/** An action's label: the default one translated (`action.delete`...), the application's own looked up as a key. */
export function actionLabel(t: Translator, action: { type: ActionView['type']; label: string }): string {
  const defaults: Partial<Record<ActionView['type'], string>> = DEFAULT_ACTION_LABELS;
  return action.label === defaults[action.type] ? t.t(`action.${action.type.toLowerCase()}`) : t.label(action.label);
}

/** A confirmation prompt: the default one translated (`action.confirm`), the application's looked up as a key. */
export function confirmationText(t: Translator, message: string): string {
  return message === DEFAULT_CONFIRMATION ? t.t('action.confirm') : t.label(message);
}

/** The browser's part of a table with every label, prompt and choice in the translator's locale. */
export function translateTableView(view: TableView, table: TableModel, t: Translator): TableView {
  const actions = view.actions;
  const translateAction = (action: ActionView): ActionView => ({
    ...action,
    label: actionLabel(t, action),
    ...(action.confirmation === undefined ? {} : { confirmation: confirmationText(t, action.confirmation) }),
  });
  return {
    ...view,
    toolbar: view.toolbar?.map(translateAction),
    ...(view.export ? { export: { ...view.export, label: actionLabel(t, { type: 'EXPORT', label: view.export.label }) } } : {}),
    bulk: view.bulk && {
      ...view.bulk,
      actions: view.bulk.actions.map((action) => ({
        ...action,
        label: bulkActionLabel(t, action),
        // Sent as written: the browser fills in {count} (ICU plural) when it asks.
        ...(action.confirmation === undefined ? {} : { confirmation: t.message(action.confirmation) ?? action.confirmation }),
      })),
    },
    columns: view.columns.map((column) => translateColumn(column, table.name, t)),
    actions: actions && {
      ...actions,
      label: columnLabel(t, table.name, {
        name: actions.column,
        label: actions.label === DEFAULT_ACTIONS_COLUMN_LABEL ? 'action.column' : actions.label,
      }),
      items: actions.items.map(translateAction),
    },
  };
}

function translateColumn(column: ColumnView, table: string, t: Translator): ColumnView {
  const label = column.kind === 'action' && column.label === DEFAULT_ACTIONS_COLUMN_LABEL ? 'action.column' : column.label;
  const translated = { ...column, label: columnLabel(t, table, { name: column.name, label }) };
  const { choices, linkLabel } = column.options;
  if (choices && typeof choices === 'object') {
    const entries = Object.entries(choices as Record<string, string>).map(([value, text]) => [value, t.label(text)]);
    translated.options = { ...column.options, choices: Object.fromEntries(entries) };
  } else if (typeof linkLabel === 'string') {
    translated.options = { ...column.options, linkLabel: t.label(linkLabel) };
  }
  // A filter's choices read as the cells show them.
  const choicesToPick = column.filter?.choices;
  if (choicesToPick) translated.filter = { ...column.filter!, choices: choicesToPick.map((choice) => ({ ...choice, label: t.label(choice.label) })) };
  return translated;
}

/** The built-in bulk actions' default labels, by name, and their messages. */
const BULK_DEFAULT_LABELS: Readonly<Record<string, [string, string]>> = { delete: ['Delete selected', 'bulk.delete'], edit: ['Edit selected', 'bulk.edit'] };

/** A bulk action's label in the translator's language: a built-in's default by its message, any other as a label (a key is translated). */
export function bulkActionLabel(t: Translator, action: { name: string; label: string }): string {
  const known = Object.hasOwn(BULK_DEFAULT_LABELS, action.name) ? BULK_DEFAULT_LABELS[action.name] : undefined;
  return known && action.label === known[0] ? t.t(known[1]) : t.label(action.label);
}
