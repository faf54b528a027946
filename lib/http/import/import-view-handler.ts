import type { Request, RequestHandler, Response } from 'express';
import type { FilledField, FilledForm } from '../../form/FormField.js';
import type { Translator } from '../../i18n/Translator.js';
import { assertAuthorized } from '../../security/authorization.js';
import { IMPORT_COMMITMENTS, IMPORT_INPUTS, IMPORT_MODES, type ImportFormat } from '../../wire/import.js';
import { EDIT_FORM_ID } from '../../wire/modal-hooks.js';
import { sendHtml } from '../edit/edit-form-read.js';
import type { RouterContext } from '../router/RouterContext.js';
import { bodyFields } from '../shared/body-parsers.js';
import { readAdapterKey } from '../shared/modal-adapter-key.js';
import { importKeys } from './import-keys.js';
import { resolveImportTarget } from './import-target.js';

/** The file types a file input offers for each format. */
const ACCEPT: Record<ImportFormat, string> = {
  csv: '.csv,text/csv',
  xlsx: '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * `POST /datatables/ajax/import/view` (`ImportViewRequest`): the import's modal, in the page's adapter
 * markup and the request's language: a form choosing the file (the formats the action reads) and what
 * happens when a line is refused. The import token names the table; the hook is asked `read` and
 * `import`. Reads no row.
 */
export function importViewHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const body = bodyFields(req);
    const { binding, action } = resolveImportTarget(ctx, body.table);
    const adapter = readAdapterKey(body.adapter, 'adapter');
    await assertAuthorized(ctx.authorize, { request: req, table: binding.table, action: 'read', entity: undefined });
    await assertAuthorized(ctx.authorize, { request: req, table: binding.table, action: 'import', entity: undefined });
    const translator = ctx.translator(req);
    const view = await ctx.editModalView(binding, adapter, translator, 'import', translator.t('import.title'));
    sendHtml(res, 200, await view.modal(importForm(action.importFormats, importKeys(binding).size > 0, translator), null));
  };
}

/** The first step's form: the file, and the commitment (every valid line by default). */
function importForm(formats: readonly ImportFormat[], updates: boolean, t: Translator): FilledForm {
  const field = (name: string, shape: Pick<FilledField, 'label' | 'widget' | 'attributes' | 'choices' | 'value'>): FilledField =>
    ({ name, id: `${EDIT_FORM_ID}-${name}`, disabled: false, required: true, relation: null, checked: false, errors: [], ...shape });
  return {
    hidden: {},
    fields: [
      field(IMPORT_INPUTS.file, {
        label: t.t('import.file', { formats: formats.map((format) => format.toUpperCase()).join(', ') }),
        widget: 'text', attributes: { type: 'file', accept: formats.map((format) => ACCEPT[format]).join(','), required: true }, choices: [], value: '',
      }),
      field(IMPORT_INPUTS.commitment, {
        label: t.t('import.commitment'), widget: 'select', attributes: { required: true },
        choices: IMPORT_COMMITMENTS.map((value) => ({ value, label: t.t(`import.commitment_${value.replace(/-/g, '_')}`) })), value: IMPORT_COMMITMENTS[0],
      }),
      // Lines may update rows only where the table edits them and can find them by a key.
      ...(updates ? [field(IMPORT_INPUTS.mode, {
        label: t.t('import.mode'), widget: 'select', attributes: { required: true },
        choices: IMPORT_MODES.map((value) => ({ value, label: t.t(`import.mode_${value}`) })), value: IMPORT_MODES[0],
      })] : []),
    ],
  };
}
