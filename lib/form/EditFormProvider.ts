import type { DataTablesLogger } from '../config/DataTablesLogger.js';
import type { OptionalModules } from '../config/optional-modules.js';
import { HttpError } from '../errors/HttpError.js';
import type { TableBinding } from '../persistence/TableBinding.js';
import { EditForm } from './EditForm.js';

/**
 * Builds the edit form of every table declaring an edit action, and says whether inline editing is
 * on at all (yup and ejs installed). Columns and field rules are checked when the router is built
 * (synchronously, without yup); the yup schemas are built once yup has loaded.
 */
export class EditFormProvider {
  private readonly forms: Promise<Map<string, EditForm | Error> | null>;
  private available: boolean | undefined;

  constructor(bindings: Iterable<TableBinding>, modules: Promise<OptionalModules>, logger: DataTablesLogger) {
    const editable = [...bindings].filter((binding) => binding.mutation('edit'));
    for (const binding of editable) EditForm.check(binding.table, binding.mutation('edit')!.meta);
    this.forms = modules.then(({ yup, ejs }) => {
      this.available = yup !== null && ejs !== null;
      if (!yup || !ejs) return null;
      const forms = new Map<string, EditForm | Error>();
      for (const binding of editable) {
        try {
          forms.set(binding.name, EditForm.create(binding.table, binding.mutation('edit')!.meta, { yup }));
        } catch (error) {
          logger.error(`ux-datatables: the edit form of table "${binding.name}" cannot be built`, error);
          forms.set(binding.name, error as Error);
        }
      }
      return forms;
    });
  }

  /** Whether the edit endpoints are on (yup and ejs loaded); waits for them to load. */
  async enabled(): Promise<boolean> {
    return (await this.forms) !== null;
  }

  /** {@link enabled} once known; undefined while yup and ejs are still loading. */
  get enabledNow(): boolean | undefined {
    return this.available;
  }

  /** The edit form of a table (its edit action was checked by the caller). */
  async form(binding: TableBinding): Promise<EditForm> {
    const form = (await this.forms)?.get(binding.name);
    if (form === undefined) throw HttpError.notFound('not_found', 'The edit form is not available');
    if (form instanceof Error) throw form;
    return form;
  }
}
