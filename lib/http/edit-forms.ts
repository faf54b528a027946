import { ConfigurationError } from '../errors/ConfigurationError.js';
import { HttpError } from '../errors/HttpError.js';
import { columnToField } from '../form/column-to-field.js';
import { EditForm } from '../form/EditForm.js';
import { collectFieldRules } from '../form/field-rules.js';
import type { TableBinding } from '../persistence/TableBinding.js';
import type { TemplateRenderer } from '../view/TemplateRenderer.js';
import type { DataTablesLogger } from './DataTablesRouterOptions.js';
import type { OptionalModules } from './optional-modules.js';

/** What the edit endpoints of one table need: its form and the template renderer. */
export interface EditKit {
  form: EditForm;
  renderer: TemplateRenderer;
}

/**
 * The edit forms of the tables declaring an edit action. Their columns and field rules are checked
 * when the router is built (synchronously, without yup); the yup schemas are built once yup has loaded.
 */
export class EditForms {
  private readonly kits: Promise<Map<string, EditKit | Error> | null>;

  constructor(bindings: Iterable<TableBinding>, modules: Promise<OptionalModules>, renderer: Promise<TemplateRenderer | null>, logger: DataTablesLogger) {
    const editable = [...bindings].filter((binding) => binding.mutation('edit'));
    for (const binding of editable) precheck(binding);
    this.kits = Promise.all([modules, renderer]).then(([{ yup }, templates]) => {
      if (!yup || !templates) return null;
      const kits = new Map<string, EditKit | Error>();
      for (const binding of editable) {
        try {
          kits.set(binding.name, { form: EditForm.create(binding.table, binding.mutation('edit')!.meta, { yup }), renderer: templates });
        } catch (error) {
          logger.error(`ux-datatables: the edit form of table "${binding.name}" cannot be built`, error);
          kits.set(binding.name, error as Error);
        }
      }
      return kits;
    });
  }

  /** Whether the edit endpoints are on (yup and ejs loaded). */
  async enabled(): Promise<boolean> {
    return (await this.kits) !== null;
  }

  /** The form and renderer of a table (its edit action was checked by the caller). */
  async kit(binding: TableBinding): Promise<EditKit> {
    const kit = (await this.kits)?.get(binding.name);
    if (kit === undefined) throw HttpError.notFound('not_found', 'The edit form is not available');
    if (kit instanceof Error) throw kit;
    return kit;
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
