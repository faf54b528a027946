import type { EditForm } from '../form/EditForm.js';
import { columnLabel } from '../i18n/table-labels.js';
import type { Translator } from '../i18n/Translator.js';
import type { ImportableField } from './suggest-mapping.js';

/**
 * The fields a file's columns may fill: the create form's, less the key it shows but never writes, each
 * with its label in the user's language (as the export's header writes it, so an exported file maps back).
 */
export function importableFields(form: EditForm, table: string, translator: Translator): ImportableField[] {
  return form.fields.filter((field) => !field.disabled).map((field) => ({ name: field.name, label: columnLabel(translator, table, field) }));
}
