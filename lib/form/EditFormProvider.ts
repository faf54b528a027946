import type { DataTablesLogger } from '../config/DataTablesLogger.js';
import type { OptionalModules } from '../config/optional-modules.js';
import { HttpError } from '../errors/HttpError.js';
import type { MutationKind, TableBinding } from '../persistence/TableBinding.js';
import type { FormMode } from './column-to-field.js';
import { EditForm, type FormShape } from './EditForm.js';
import { entityNewRow } from '../persistence/new-row-defaults.js';

/**
 * Builds the edit form of every table declaring an edit action and the create form of every table
 * declaring a create action, and says whether the form endpoints are on at all (yup and ejs
 * installed). Columns and field rules are checked when the router is built (synchronously, without
 * yup); the yup schemas are built once yup has loaded.
 */
export class EditFormProvider {
  private readonly forms: Promise<Map<string, EditForm | Error> | null>;
  private available: boolean | undefined;

  constructor(bindings: Iterable<TableBinding>, modules: Promise<OptionalModules>, logger: DataTablesLogger) {
    const wanted = [...bindings].flatMap((binding) => (['edit', 'create'] as const)
      .filter((mode) => binding.mutation(mode))
      .map((mode) => ({ binding, mode, shape: shapeOf(binding, mode) })));
    for (const { binding, mode, shape } of wanted) EditForm.check(binding.table, binding.mutation(mode)!.meta, undefined, shape);
    this.forms = modules.then(({ yup, ejs }) => {
      this.available = yup !== null && ejs !== null;
      if (!yup || !ejs) return null;
      const forms = new Map<string, EditForm | Error>();
      for (const { binding, mode, shape } of wanted) {
        try {
          forms.set(keyOf(binding, mode), EditForm.create(binding.table, binding.mutation(mode)!.meta, { yup, ...shape }));
        } catch (error) {
          logger.error(`ux-datatables: the ${mode} form of table "${binding.name}" cannot be built`, error);
          forms.set(keyOf(binding, mode), error as Error);
        }
      }
      return forms;
    });
  }

  /** Whether the form endpoints are on (yup and ejs loaded); waits for them to load. */
  async enabled(): Promise<boolean> {
    return (await this.forms) !== null;
  }

  /** {@link enabled} once known; undefined while yup and ejs are still loading. */
  get enabledNow(): boolean | undefined {
    return this.available;
  }

  /** The edit (or create) form of a table, whose action was checked by the caller. */
  async form(binding: TableBinding, mode: FormMode = 'edit'): Promise<EditForm> {
    const form = (await this.forms)?.get(keyOf(binding, mode));
    if (form === undefined) throw HttpError.notFound('not_found', `The ${mode} form is not available`);
    if (form instanceof Error) throw form;
    return form;
  }
}

function shapeOf(binding: TableBinding, mode: MutationKind & FormMode): FormShape {
  return mode === 'create' ? { mode, generatedKey: entityNewRow(binding.mutation(mode)!.meta).generatedKey } : { mode };
}

function keyOf(binding: TableBinding, mode: FormMode): string {
  return `${mode}\u0000${binding.name}`;
}
