import type { Request, RequestHandler, Response } from 'express';
import type { DataTableClass } from '../../model/DataTableClass.js';
import type { TableModel } from '../../model/TableModel.js';
import { renderTableElement, type TableElementAttributes } from '../../view/table-element.js';
import { browserAssets } from '../assets/asset-handler.js';
import type { RouterContext } from '../router/RouterContext.js';
import { bindRequest, buildTableView } from './table-view.js';
import { claimUrlPrefix } from './url-prefixes.js';

/** Options of the page helper beyond the element's attributes. */
export interface DataTableHelperOptions {
  /** Also send `Link: <hub>; rel="mercure"` (Mercure discovery) when the table is live. */
  linkHeader?: boolean;
  /** `false`: no notices after a save or a delete, nor for rows deleted elsewhere (docs/front-end.md, Notices). */
  notices?: boolean;
}

/** `res.locals.dataTable`: the HTML of a table element, for templates (`<%- dataTable('books') %>`). */
export type DataTableHelper = (
  table: string | DataTableClass | TableModel,
  attributes?: TableElementAttributes,
  options?: DataTableHelperOptions,
) => string;

/**
 * `res.locals.dataTablesAsset`: the URL of a browser file the router serves, under its content-hashed
 * name (`/datatables/assets/ux-datatables.<hash>.js`, cached for a year), for the page's `<script>` and
 * `<link>` tags: `<script type="module" src="<%= dataTablesAsset('ux-datatables.js') %>">`.
 */
export type DataTablesAssetHelper = (file: string) => string;

/** `res.locals.dataTablesI18n`: the request's language, for the application's page templates. */
export interface PageLanguage {
  /** The request's locale (`<html lang="<%= dataTablesI18n.locale %>">`). */
  locale: string;
  /** `ltr` or `rtl` (`<html dir="<%= dataTablesI18n.dir %>">`). */
  dir: 'ltr' | 'rtl';
  /** A message of the request's locale: the library's keys and the application's `translations`. */
  t: (key: string, params?: Record<string, unknown>) => string;
}

/**
 * Installs `res.locals.dataTable` (and `dataTablesI18n`, `dataTablesAsset`) for every request the router passes on to the application. It waits for the
 * optional modules to load (once, at startup), so that a page never offers an Edit the router
 * cannot serve, and for the subscriber JWTs of private live tables to be signed.
 */
export function pageHelper(ctx: RouterContext): RequestHandler {
  return async (req, res, next) => {
    await ctx.editForms.enabled();
    await ctx.realtime.prepare();
    bindRequest(req, ctx);
    const helper: DataTableHelper = (table, attributes, options) => {
      const view = buildTableView(req, res, table);
      if (view.table.viewInUrl) claimUrlPrefix(req, view.table.name, view.table.viewInUrl.prefix);
      if (options?.linkHeader && view.mercure) addDiscoveryLink(res, view.mercure.hub);
      if (options?.notices === false) view.notices = false;
      return renderTableElement(view, attributes);
    };
    res.locals.dataTable = helper;
    res.locals.dataTablesAsset = assetUrl(req.baseUrl);
    // Worked out when a template first reads it: most requests through the router are ajax calls
    // that never do, and negotiating the locale was a tenth of a data request's CPU.
    if (!('dataTablesI18n' in res.locals)) {
      let language: PageLanguage | undefined;
      Object.defineProperty(res.locals, 'dataTablesI18n', {
        configurable: true,
        enumerable: true,
        get: () => (language ??= pageLanguage(ctx, req)),
        set: (value: PageLanguage) => void (language = value),
      });
    }
    next();
  };
}

function pageLanguage(ctx: RouterContext, req: Request): PageLanguage {
  const translator = ctx.translator(req);
  return { locale: translator.locale, dir: translator.dir, t: (key, params) => translator.t(key, params) };
}

/**
 * URLs under the router's mount path; a file that was not built keeps its plain name (which answers 404
 * `asset_not_built`, saying what to run). A name the router does not serve throws, naming those it does.
 */
function assetUrl(mountPath: string): DataTablesAssetHelper {
  return (file) => `${mountPath}/datatables/assets/${browserAssets().built(file)?.hashedName ?? file}`;
}

/** `Link: <hub>; rel="mercure"`, once per response. */
function addDiscoveryLink(res: Response, hub: string): void {
  const link = `<${hub}>; rel="mercure"`;
  const current = res.get('Link');
  if (current?.includes(link)) return;
  res.append('Link', link);
}
