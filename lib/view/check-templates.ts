import { TemplateColumn } from '../column/TemplateColumn.js';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import type { TableModel } from '../model/TableModel.js';
import type { ModalTemplates } from './ModalTemplates.js';
import { resolveTemplatePath } from './template-paths.js';

/**
 * Looks up, when the router is built, every template file a table will render: its template
 * columns', for a table with an edit action its modal and body templates, and its row details' (`details`). A missing file is a
 * ConfigurationError naming the table, the column and the path; without this check the router
 * started and every data request of the table answered 500. Resolving a path needs no ejs.
 */
export function checkTemplates(table: TableModel, modal: ModalTemplates | null, directories: readonly string[], details: string | null = null): void {
  const check = (path: string, subject: string) => {
    try {
      resolveTemplatePath(path, directories);
    } catch (error) {
      throw new ConfigurationError(`${subject} of table "${table.name}" uses template "${path}", which cannot be used: ${(error as Error).message}`);
    }
  };
  for (const column of table.columns) {
    if (column instanceof TemplateColumn && column.template) check(column.template, `TemplateColumn "${column.name}"`);
  }
  for (const path of modal?.paths() ?? []) check(path, 'The edit modal');
  if (details !== null) check(details, 'The row details (setDetails)');
}
