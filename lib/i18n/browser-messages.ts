import type { MessageKey } from './catalogues/index.js';
import type { Translator } from './Translator.js';

/**
 * The keys the browser uses: sent in every page view (`i18n.messages`), resolved for its locale, so
 * that the bundle holds no catalogue. They use only the ICU subset `lib/wire/translate.ts` formats.
 */
export const BROWSER_MESSAGE_KEYS: readonly MessageKey[] = Object.freeze([
  'cell.yes', 'cell.no', 'cell.more', 'alert.dismiss',
  'relation.no_matches', 'relation.loading', 'relation.more_results', 'relation.remove', 'relation.clear', 'relation.chosen',
  'table.load_failed', 'table.part_failed', 'table.session_ended', 'table.row_details', 'delete.failed', 'edit.view_failed', 'edit.failed',
  'create.view_failed', 'create.failed', 'edit.remote_deleted', 'edit.remote_changed',
  'request.failed', 'error.network_error', 'error.row_not_found', 'error.forbidden', 'error.csrf_invalid',
  'error.too_many_requests', 'error.conflict', 'error.row_in_use', 'error.payload_too_large',
  'error.database_unavailable', 'error.internal_error',
  'realtime.row_changed', 'realtime.row_deleted', 'realtime.rows_changed', 'realtime.rows_deleted', 'realtime.rows_changed_or_deleted',
  'realtime.row_created', 'realtime.rows_created',
  'modal.cancel', 'edit.discard_changes', 'edit.discard', 'edit.keep_editing', 'notice.saved', 'notice.deleted',
  'notice.created', 'notice.created_elsewhere_page', 'notice.show_created', 'notice.created_not_shown', 'notice.created_elsewhere_unsearchable',
  'form.length', 'form.length_cut',
  'select.row', 'select.page', 'select.count', 'select.all_matching', 'select.all_matching_about', 'select.matching', 'select.matching_about',
  'select.clear', 'select.cleared', 'bulk.deleted', 'bulk.done', 'bulk.refused', 'bulk.reason.row_not_found', 'bulk.reason.forbidden',
  'bulk.reason.action_not_available', 'bulk.reason.conflict', 'bulk.too_many', 'bulk.failed', 'undo.deleted', 'undo.undo', 'undo.restored',
  'filter.title', 'filter.any', 'filter.from', 'filter.to', 'filter.contains', 'filter.prefix', 'filter.exact', 'filter.chip',
  'filter.range', 'filter.range_from', 'filter.range_to', 'filter.active', 'filter.remove', 'filter.clear',
  'columns.menu', 'columns.shown', 'columns.collapsed',
  'export.format.csv', 'export.format.xlsx', 'export.menu', 'export.progress', 'export.cancel', 'export.cancelled', 'export.done',
  'export.failed', 'export.too_many',
]);

/**
 * The keys only cells edited in place use (a conflict's words, an undone change), sent only in the page
 * view of a table with such a column: every other page's first load stays as it was.
 */
export const CELL_MESSAGE_KEYS: readonly MessageKey[] = Object.freeze(['edit.theirs', 'edit.use_theirs', 'edit.empty', 'undo.change_undone']);

/** The keys only a bulk edit uses (a row refused on its values, a form saved with nothing ticked), sent only in the page view of a table with one. */
export const BULK_EDIT_MESSAGE_KEYS: readonly MessageKey[] = Object.freeze(['bulk.reason.invalid_value', 'bulk.nothing_ticked']);

/** The keys only an import's flow says itself (its upload's and its writing's progress, its failure, an Undo too late, Close once its report is shown), sent only in the page view of a table with an import; the rest of its words come rendered by the server. */
export const IMPORT_MESSAGE_KEYS: readonly MessageKey[] = Object.freeze(['import.uploading', 'import.writing', 'import.failed', 'error.undo_expired', 'modal.close']);

/** The keys only a table with totals uses (its footer's row labels and kinds, docs/totals.md), sent only in such a table's page view. */
export const TOTALS_MESSAGE_KEYS: readonly MessageKey[] = Object.freeze([
  'totals.all', 'totals.page', 'totals.over', 'totals.kind.count', 'totals.kind.sum', 'totals.kind.avg', 'totals.kind.min', 'totals.kind.max', 'totals.folded',
]);

/** The keys only a table with grouping uses (its "Group by" choice and its groups' header rows), sent only in such a table's page view. */
export const GROUP_MESSAGE_KEYS: readonly MessageKey[] = Object.freeze(['groups.by', 'groups.none', 'groups.rows', 'groups.empty']);

/** The keys only a table with saved views uses (its "Views" menu, docs/saved-views.md), sent only in such a table's page view. */
export const VIEW_MESSAGE_KEYS: readonly MessageKey[] = Object.freeze([
  'views.menu', 'views.saved', 'views.none', 'views.name', 'views.save', 'views.rename', 'views.delete', 'views.set_default', 'views.unset_default',
  'views.copy_link', 'views.default', 'views.shown', 'views.stored', 'views.renamed', 'views.deleted', 'views.default_set', 'views.default_unset',
  'views.link_copied', 'views.link', 'views.lost', 'views.name_invalid', 'views.name_taken', 'error.too_many_views',
]);

/** The keys only a table whose rows the user moves uses (its move buttons, docs/row-order.md), sent only in such a table's page view. */
export const ORDER_MESSAGE_KEYS: readonly MessageKey[] = Object.freeze([
  'order.column', 'order.move', 'order.moving', 'order.place', 'order.moved', 'order.cancelled', 'order.failed',
  'order.off_search', 'order.off_filters', 'order.off_group', 'order.off_order',
]);

/** The keys only a table with row details uses (its expand buttons, docs/row-details.md), sent only in such a table's page view. */
export const DETAILS_MESSAGE_KEYS: readonly MessageKey[] = Object.freeze(['details.column', 'details.toggle', 'details.loading', 'details.failed']);

/** The keys only a table whose columns the user moves or sizes uses (`setColumnArrangement`, docs/column-arrangement.md), sent only in such a table's page view. */
export const ARRANGE_MESSAGE_KEYS: readonly MessageKey[] = Object.freeze(['arrange.move', 'arrange.move_hint', 'arrange.moved', 'arrange.resize', 'arrange.resize_hint', 'arrange.width']);

/** The features whose messages a page may need beside every page's. */
export interface MessageFeatures {
  /** Cells edited in place. */
  cells?: boolean;
  /** A bulk edit. */
  bulkEdit?: boolean;
  /** An import. */
  import?: boolean;
  /** Column totals. */
  totals?: boolean;
  /** Grouped rows. */
  grouping?: boolean;
  /** Saved views. */
  views?: boolean;
  /** Rows the user moves. */
  order?: boolean;
  /** Row details. */
  details?: boolean;
  /** Columns the user moves or sizes. */
  arrange?: boolean;
}

/** Each translator's messages, by the features asked (`cells`, `bulkEdit`, `import`, `totals`, `grouping`, `views`, `order`, `details`, `arrange`: the 512 variants). */
const caches = new Map<string, WeakMap<Translator, Record<string, string>>>();

/**
 * The browser's messages in a translator's locale (the application's overrides included), unformatted;
 * with those of the features the page's table has.
 */
export function browserMessages(translator: Translator, features: MessageFeatures = {}): Record<string, string> {
  const variant = `${features.cells === true}${features.bulkEdit === true}${features.import === true}${features.totals === true}${features.grouping === true}${features.views === true}${features.order === true}${features.details === true}${features.arrange === true}`;
  let cache = caches.get(variant);
  if (!cache) caches.set(variant, (cache = new WeakMap()));
  let messages = cache.get(translator);
  if (!messages) {
    const keys = [...BROWSER_MESSAGE_KEYS, ...(features.cells ? CELL_MESSAGE_KEYS : []), ...(features.bulkEdit ? BULK_EDIT_MESSAGE_KEYS : []), ...(features.import ? IMPORT_MESSAGE_KEYS : []), ...(features.totals ? TOTALS_MESSAGE_KEYS : []), ...(features.grouping ? GROUP_MESSAGE_KEYS : []), ...(features.views ? VIEW_MESSAGE_KEYS : []), ...(features.order ? ORDER_MESSAGE_KEYS : []), ...(features.details ? DETAILS_MESSAGE_KEYS : []), ...(features.arrange ? ARRANGE_MESSAGE_KEYS : [])];
    messages = Object.fromEntries(keys.map((key) => [key, translator.message(key) ?? key]));
    cache.set(translator, messages);
  }
  return messages;
}
