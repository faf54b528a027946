import type { DataTablesLogger } from '../config/DataTablesLogger.js';
import type { OptionalModules } from '../config/optional-modules.js';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import { HttpError } from '../errors/HttpError.js';
import type { TableBinding } from '../persistence/TableBinding.js';
import { columnToField } from './column-to-field.js';
import { EditForm } from './EditForm.js';
import { collectFieldRules } from './field-rules.js';

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
    for (const binding of editable) precheck(binding);
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

/** What can be checked without yup: every column maps to a field, every field rule names a writable field. */
function precheck(binding: TableBinding): void {
  const meta = binding.mutation('edit')!.meta;
  const fields = binding.table.columns.flatMap((column) => columnToField(column, meta, binding.name) ?? []);
  const writable = new Set(fields.filter((field) => field.writable).map((field) => field.field.name));
  for (const [name] of collectFieldRules(binding.table.instance, undefined, binding.name)) {
    if (!writable.has(name)) {
      throw new ConfigurationError(
        `A field rule of table "${binding.name}" names "${name}", which is not a writable field of its edit form (writable: ${[...writable].map((f) => `"${f}"`).join(', ') || 'none'})`,
      );
    }
  }
}
