import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { DataTableClass } from '../model/DataTableClass.js';
import type { TableModel } from '../model/TableModel.js';
import type { PageView } from '../wire/page-view.js';
import { assetHandler, browserAssets } from './assets/asset-handler.js';
import { importHandler } from './import/import-handler.js';
import { importPreviewHandler } from './import/import-preview-handler.js';
import { importUndoHandler } from './import/import-undo-handler.js';
import { importViewHandler } from './import/import-view-handler.js';
import { bodyParsers } from './shared/body-parsers.js';
import { requireCsrf } from './router/csrf-middleware.js';
import { dataHandler } from './data/data-handler.js';
import type { DataTablesRouterOptions } from './router/DataTablesRouterOptions.js';
import { cellEditHandler } from './cell/cell-edit-handler.js';
import { moveHandler } from './move/move-handler.js';
import { detailsHandler } from './details/details-handler.js';
import { bulkEditViewHandler } from './bulk/bulk-edit-view-handler.js';
import { rowActionHandler } from './action/row-action-handler.js';
import { bulkHandler } from './bulk/bulk-handler.js';
import { createFormSubmitHandler } from './create/create-form-submit-handler.js';
import { createFormViewHandler } from './create/create-form-view-handler.js';
import { deleteHandler } from './delete/delete-handler.js';
import { editFormLegacyHandler } from './edit/edit-form-legacy-handler.js';
import { editFormSubmitHandler } from './edit/edit-form-submit-handler.js';
import { editFormViewHandler } from './edit/edit-form-view-handler.js';
import { errorMiddleware, notFoundHandler } from './router/error-middleware.js';
import { exportHandler } from './export/export-handler.js';
import { optionsHandler } from './options/options-handler.js';
import { pageHelper } from './page/page-helper.js';
import { limitMutations } from './router/rate-limit-middleware.js';
import { RouterContext } from './router/RouterContext.js';
import { routerTableView } from './page/table-view.js';
import { deleteViewHandler, listViewsHandler, saveViewHandler } from './views/views-handlers.js';

/** The router `dataTablesRouter` returns: an Express router that can also give its own page views. */
export interface DataTablesRouter extends Router {
  /** The page view of a table from THIS router (its URLs and tokens), for a request that passed through it. */
  tableView(req: Request, res: Response, table: string | DataTableClass | TableModel): PageView;
}

/**
 * Everything the tables need, in one router: `app.use(dataTablesRouter(options))`. It serves the
 * endpoints under `/datatables/` (data, delete, edit form; see docs/endpoints.md) and the browser
 * assets, and gives every request it passes on to the application `res.locals.dataTable(table, attributes?)`.
 * It parses its own bodies and query strings and touches no application setting. Misconfiguration
 * (unknown entity or column, duplicate table, weak secret, missing template) throws here, quoting the names.
 * @example
 * app.use(dataTablesRouter({ orm, secret: process.env.DATATABLES_SECRET!, tables: [BookTable] }));
 * app.get('/books', (req, res) => res.render('books')); // <%- dataTable('books') %>
 */
export function dataTablesRouter(options: DataTablesRouterOptions): DataTablesRouter {
  const ctx = new RouterContext(options);
  const parseBody = bodyParsers(ctx.bodyLimit);
  const csrf = requireCsrf(ctx.csrf);
  // Without a limit there is nothing to count: not even the client's key (`req.ip`) is worked out.
  const quota: RequestHandler[] = ctx.mutationQuota ? [limitMutations(ctx.mutationQuota, ctx.clientKey)] : [];
  const api = Router();
  api.get('/assets/:file', assetHandler(browserAssets()));
  api.get('/ajax/data', dataHandler(ctx));
  api.delete('/ajax/delete', quota, csrf, parseBody, deleteHandler(ctx));
  // Without yup or ejs the form endpoints answer exactly like a route that does not exist. Known once the
  // modules have loaded: from then on decided without waiting.
  const editing: RequestHandler = (req, res, next) => {
    const known = ctx.editForms.enabledNow;
    if (known !== undefined) return known ? next() : notFoundHandler(req, res, next);
    return ctx.editForms.enabled().then((enabled) => (enabled ? next() : notFoundHandler(req, res, next)));
  };
  api.post('/ajax/edit-form/view', editing, parseBody, editFormViewHandler(ctx));
  api.post('/ajax/edit-form', editing, quota, csrf, parseBody, editFormSubmitHandler(ctx));
  api.get('/ajax/edit-form', editing, editFormLegacyHandler(ctx));
  // A cell edited in place: the edit form's rules, token, CSRF and quota, answered in JSON.
  api.post('/ajax/cell', editing, quota, csrf, parseBody, cellEditHandler(ctx));
  api.post('/ajax/create-form/view', editing, parseBody, createFormViewHandler(ctx));
  api.post('/ajax/create-form', editing, quota, csrf, parseBody, createFormSubmitHandler(ctx));
  api.post('/ajax/bulk', quota, csrf, parseBody, bulkHandler(ctx));
  // A bulk edit's form (its values come back with the bulk itself): reads no row, so no quota or CSRF, as the edit form's view.
  api.post('/ajax/bulk-edit/view', editing, parseBody, bulkEditViewHandler(ctx));
  // An import's file is its body, streamed by the handler itself: no body parser before it.
  api.post('/ajax/import/view', editing, parseBody, importViewHandler(ctx));
  api.post('/ajax/import/preview', editing, csrf, importPreviewHandler(ctx));
  api.post('/ajax/import', editing, quota, csrf, importHandler(ctx));
  // An import's Undo carries the rows it names, sealed: up to an import's size.
  api.post('/ajax/import/undo', editing, quota, csrf, ...bodyParsers(Math.max(ctx.bodyLimit, ctx.limits.importBytes)), importUndoHandler(ctx));
  // An application's row action: a change of one row like an edit's (no form, so no yup or ejs needed).
  api.post('/ajax/action', quota, csrf, parseBody, rowActionHandler(ctx));
  // A row moved to another's place (`setReorderable`): an edit of the moved row, behind the quota and CSRF.
  api.post('/ajax/move', quota, csrf, parseBody, moveHandler(ctx));
  // A read, so no CSRF (a GET a link can start, named by its export token); counted like a change, as
  // one export reads the whole table.
  api.get('/ajax/export', quota, exportHandler(ctx));
  // A read asked as the user types: counted apart from the changes (typing must never use up the quota
  // of saving), at OPTIONS_PER_MUTATION times their rate; off when changes are not limited either.
  const optionsQuota: RequestHandler[] = ctx.optionsQuota ? [limitMutations(ctx.optionsQuota, ctx.clientKey)] : [];
  api.get('/ajax/options', optionsQuota, optionsHandler(ctx));
  // A row's details, asked as rows are expanded: a read (no CSRF, its token in the query as the data's), counted
  // apart from the changes and the options, at the options' rate.
  const detailsQuota: RequestHandler[] = ctx.detailsQuota ? [limitMutations(ctx.detailsQuota, ctx.clientKey)] : [];
  api.get('/ajax/details', detailsQuota, detailsHandler(ctx));
  // Saved views kept on the server (the `savedViews` option; without it no such route): the list a read
  // uncounted, like the data; a save or a delete a change, behind the quota and CSRF.
  if (ctx.savedViews) {
    api.get('/ajax/views', listViewsHandler(ctx));
    api.post('/ajax/views', quota, csrf, parseBody, saveViewHandler(ctx));
    api.delete('/ajax/views', quota, csrf, parseBody, deleteViewHandler(ctx));
  }
  api.use(notFoundHandler);
  api.use(errorMiddleware(ctx.logger));

  const router = Router() as DataTablesRouter;
  // The endpoints first: they answer every request under /datatables (or 404 it) and render no page
  // of the application, so the page helper, which waits on two promises and installs res.locals, is
  // left to the requests that go on to the application.
  router.use('/datatables', api);
  router.use(pageHelper(ctx));
  router.tableView = (req, res, table) => routerTableView(ctx, req, res, table);
  return router;
}
