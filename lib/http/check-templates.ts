import { TemplateColumn } from '../column/TemplateColumn.js';
import type { DataTablesConfig } from '../config/DataTablesConfig.js';
import type { TableBinding } from '../persistence/TableBinding.js';
import type { TemplateRenderer } from '../view/TemplateRenderer.js';
import type { DataTablesLogger } from './DataTablesRouterOptions.js';

/**
 * Looks up every template the tables will render (template columns; the edit modal and body of tables
 * with an edit action) as soon as ejs has loaded, so that a wrong path is reported at startup rather
 * than by the first request that needs it (which then answers 500).
 */
export function checkTemplates(
  bindings: Iterable<TableBinding>,
  settings: DataTablesConfig,
  renderer: TemplateRenderer,
  logger: DataTablesLogger,
): void {
  for (const binding of bindings) {
    const table = binding.table;
    const paths = table.columns.flatMap((column) => (column instanceof TemplateColumn && column.template ? [column.template] : []));
    if (binding.mutation('edit')) {
      paths.push(table.editModalTemplate ?? settings.edit_modal.template, table.editModalBodyTemplate ?? settings.edit_modal.body_template);
    }
    for (const path of new Set(paths)) {
      try {
        renderer.resolve(path);
      } catch (error) {
        logger.error(`ux-datatables: table "${table.name}" uses a template that cannot be found: ${(error as Error).message}`);
      }
    }
  }
}
