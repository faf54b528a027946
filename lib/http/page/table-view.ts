import type { Request, Response } from 'express';
import type { DataTableClass } from '../../model/DataTableClass.js';
import type { TableModel } from '../../model/TableModel.js';
import { browserMessages } from '../../i18n/browser-messages.js';
import { dataTablesLanguage } from '../../i18n/datatables-language.js';
import { translateTableView } from '../../i18n/table-labels.js';
import { CSRF_HEADER } from '../../security/CsrfProtection.js';
import type { PageView, TableView } from '../../wire/page-view.js';
import type { FieldDefinition } from '../../form/column-to-field.js';
import { cellEditorView } from '../../form/cell-editor-view.js';
import { bulkEditOf } from '../../form/bulk-edit-fields.js';
import { inPlaceFields } from '../../form/in-place-fields.js';
import type { Translator } from '../../i18n/Translator.js';
import { WIRE_VERSION } from '../../wire/wire-version.js';
import { protectPage } from '../router/page-headers.js';
import type { RouterContext } from '../router/RouterContext.js';
import type { TableBinding } from '../../persistence/TableBinding.js';
import { savedViewsStore } from '../views/saved-views-store.js';

export type { PageView } from '../../wire/page-view.js';

/** A router a request passed through, and the path it is mounted at. */
interface Passage {
  ctx: RouterContext;
  mountPath: string;
}

const passages = new WeakMap<Request, Passage[]>();

/** @internal Remembers that a request passed through this router (mounted at `req.baseUrl`). */
export function bindRequest(req: Request, ctx: RouterContext): void {
  const list = passages.get(req) ?? [];
  if (!list.some((passage) => passage.ctx === ctx)) list.push({ ctx, mountPath: req.baseUrl });
  passages.set(req, list);
}

/**
 * The page view of a table for this request, from the router serving that table that the request
 * passed through; when several serve it, the one mounted deepest (the page at `/admin/books` gets
 * the `/admin` router's URLs and tokens), whatever the order they were mounted in. Only for requests
 * that passed through `dataTablesRouter`.
 */
export function buildTableView(req: Request, res: Response, table: string | DataTableClass | TableModel): PageView {
  const list = passages.get(req);
  if (!list) throw new Error('buildTableView() needs a request that passed through dataTablesRouter()');
  const serving = list.filter((passage) => passage.ctx.tables.find(table) !== undefined);
  if (serving.length === 0) {
    throw new Error(`Table "${typeof table === 'string' ? table : table.name}" is not served by a dataTablesRouter() this request passed through; add it to its "tables"`);
  }
  const deepest = serving.reduce((best, passage) => (passage.mountPath.length > best.mountPath.length ? passage : best));
  return viewFrom(deepest, req, res, table);
}

/** @internal The page view of a table from one router, which the request must have passed through. */
export function routerTableView(ctx: RouterContext, req: Request, res: Response, table: string | DataTableClass | TableModel): PageView {
  const passage = passages.get(req)?.find((candidate) => candidate.ctx === ctx);
  if (!passage) throw new Error('This request did not pass through this dataTablesRouter()');
  return viewFrom(passage, req, res, table);
}

/**
 * The table's browser part with the actions served, the endpoint URLs under the router's mount
 * path, a token per purpose served, a CSRF token (its cookie is set on `res`), and the request's
 * language: labels translated, the browser's messages and DataTables.net's interface for its locale.
 */
function viewFrom({ ctx, mountPath }: Passage, req: Request, res: Response, table: string | DataTableClass | TableModel): PageView {
  const binding = ctx.tables.find(table);
  if (!binding) throw new Error(`Table "${typeof table === 'string' ? table : table.name}" is not served by this dataTablesRouter(); add it to its "tables"`);
  const base = `${mountPath}/datatables`;
  const actions = ctx.servedActions(binding);
  const served = new Set(actions.map((action) => action.type));
  const tokens: PageView['tokens'] = { read: ctx.tokens.sign(binding.name, 'read') };
  if (served.has('DELETE')) tokens.delete = ctx.tokens.sign(binding.name, 'delete');
  if (served.has('EDIT')) tokens.edit = ctx.tokens.sign(binding.name, 'edit');
  if (served.has('CREATE')) tokens.create = ctx.createToken(binding);
  if (served.has('ACTION')) tokens.action = ctx.tokens.sign(binding.name, 'action');
  const bulk = binding.table.bulkView(ctx.limits.bulkRows);
  if (bulk) tokens.bulk = ctx.tokens.sign(binding.name, 'bulk');
  const exported = served.has('EXPORT') ? binding.table.exportView(ctx.limits.exportRows) : null;
  if (exported) tokens.export = ctx.tokens.sign(binding.name, 'export');
  if (served.has('IMPORT')) tokens.import = ctx.tokens.sign(binding.name, 'import');
  // Pickers of a relation (a form field, a filter) ask the options endpoint with its own token.
  const relations = binding.table.dataColumns.some((column) => binding.pathOf(column.name)?.relation);
  if (relations) tokens.options = ctx.tokens.sign(binding.name, 'options');
  const savedViews = savedViewsStore(ctx, binding, req);
  if (savedViews === 'server') tokens.views = ctx.tokens.sign(binding.name, 'views');
  if (binding.reorder) tokens.move = ctx.tokens.sign(binding.name, 'move');
  // Details are rendered from templates: offered only once ejs is there (the page helper waits for it).
  if (binding.details && ctx.rendererNow) tokens.details = ctx.tokens.sign(binding.name, 'details');
  const translator = ctx.translator(req);
  // Cells edited in place only where the row's Edit is served (its token, its form's rules).
  const inPlace = served.has('EDIT') ? inPlaceFields(binding) : new Map<string, never>();
  protectPage(res, { negotiatedLanguage: ctx.translations.negotiatedFor(req), frameAncestors: ctx.frameAncestors });
  return {
    wireVersion: WIRE_VERSION,
    table: withCellEditors(translateTableView({
      ...binding.table.toView((column) => binding.flagsOf(column), actions), bulk, ...(exported ? { export: exported } : {}), ...keySearch(binding),
      ...(savedViews ? { savedViews: { store: savedViews } } : {}), ...(tokens.details ? { details: true } : {}),
    }, binding.table, translator), inPlace, translator),
    urls: {
      data: `${base}/ajax/data`,
      delete: `${base}/ajax/delete`,
      editView: `${base}/ajax/edit-form/view`,
      editSubmit: `${base}/ajax/edit-form`,
      editForm: `${base}/ajax/edit-form`,
      createView: `${base}/ajax/create-form/view`,
      createSubmit: `${base}/ajax/create-form`,
      bulk: `${base}/ajax/bulk`,
      export: `${base}/ajax/export`,
      ...(relations ? { options: `${base}/ajax/options` } : {}),
      ...(inPlace.size > 0 ? { cell: `${base}/ajax/cell` } : {}),
      ...(bulkEditOf(binding) && tokens.bulk ? { bulkEditView: `${base}/ajax/bulk-edit/view` } : {}),
      ...(served.has('ACTION') ? { action: `${base}/ajax/action` } : {}),
      ...(tokens.views ? { views: `${base}/ajax/views` } : {}),
      ...(tokens.move ? { move: `${base}/ajax/move` } : {}),
      ...(tokens.details ? { details: `${base}/ajax/details` } : {}),
      ...(tokens.import ? { importView: `${base}/ajax/import/view`, importPreview: `${base}/ajax/import/preview`, import: `${base}/ajax/import`, importUndo: `${base}/ajax/import/undo` } : {}),
    },
    tokens,
    csrf: { header: CSRF_HEADER, token: tokens.delete || tokens.edit || tokens.create || tokens.bulk || tokens.action || tokens.import || tokens.views || tokens.move ? ctx.csrf.token(req, res) : '' },
    mercure: ctx.realtime.view(binding.table),
    i18n: {
      locale: translator.locale,
      dir: translator.dir,
      messages: { ...browserMessages(translator, { cells: inPlace.size > 0, bulkEdit: bulkEditOf(binding) !== undefined, import: tokens.import !== undefined, totals: binding.table.columns.some((column) => column.totals.length > 0), grouping: binding.table.grouping !== null, views: binding.table.savedViews, order: tokens.move !== undefined, details: tokens.details !== undefined, arrange: !!(binding.table.arrange?.reorder || binding.table.arrange?.resize) }) },
      dataTables: dataTablesLanguage(translator),
    },
  };
}

/** Each column edited in place with its cell's editor (`inPlace`); the views of other tables stay as they were. */
function withCellEditors(view: TableView, fields: ReadonlyMap<string, FieldDefinition>, translator: Translator): TableView {
  if (fields.size === 0) return view;
  return {
    ...view,
    columns: view.columns.map((column) => {
      const field = fields.get(column.name);
      return field ? { ...column, inPlace: cellEditorView(field, translator) } : column;
    }),
  };
}

/** `keySearch`: the column of the entity's single key, when the table's search reaches it (a created row is found by it). */
function keySearch(binding: TableBinding): { keySearch?: string } {
  const keys = binding.meta?.primaryKeys ?? [];
  const column = keys.length === 1 ? binding.table.column(keys[0]) : undefined;
  return column && binding.flagsOf(column).searchable ? { keySearch: column.name } : {};
}
