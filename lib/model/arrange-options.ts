import { ConfigurationError } from '../errors/ConfigurationError.js';
import type { ColumnArrangementView } from '../wire/column-arrangement.js';

/**
 * `setColumnArrangement(options)` (docs/column-arrangement.md): `fixedHeader` keeps the header in sight while the page
 * scrolls (`true`, or `{ offset }` px under a fixed navbar), `fixedColumns` pins the first columns while the table
 * scrolls sideways, `reorder` lets the user move columns and `resize` size them.
 */
export interface ArrangeOptions {
  fixedHeader?: boolean | { offset: number };
  fixedColumns?: number;
  reorder?: boolean;
  resize?: boolean;
}

const KEYS = ['fixedHeader', 'fixedColumns', 'reorder', 'resize'];

/** The options as the browser receives them, checked: anything else is a ConfigurationError quoting it; null when all are off. */
export function checkArrangeOptions(options: ArrangeOptions): ColumnArrangementView | null {
  const says = (what: string, got: unknown) => new ConfigurationError(`setColumnArrangement() takes ${what}, got ${JSON.stringify(got) ?? String(got)}`);
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw says('an object of options', options);
  const unknown = Object.keys(options).find((key) => !KEYS.includes(key));
  if (unknown !== undefined) throw says(`only ${KEYS.join(', ')}`, unknown);
  const { fixedHeader = false, fixedColumns = 0, reorder = false, resize = false } = options;
  const offset = typeof fixedHeader === 'object' && fixedHeader !== null ? fixedHeader.offset : 0;
  if (typeof fixedHeader !== 'boolean' && !(typeof fixedHeader === 'object' && fixedHeader !== null && Number.isInteger(offset) && offset >= 0)) {
    throw says('fixedHeader: true, or { offset } a whole number of pixels', fixedHeader);
  }
  if (!Number.isInteger(fixedColumns) || fixedColumns < 0) throw says('fixedColumns: how many columns are pinned (a whole number)', fixedColumns);
  if (typeof reorder !== 'boolean') throw says('reorder: true or false', reorder);
  if (typeof resize !== 'boolean') throw says('resize: true or false', resize);
  const view: ColumnArrangementView = {
    ...(fixedHeader !== false ? { fixedHeader: { offset } } : {}),
    ...(fixedColumns > 0 ? { fixedColumns } : {}),
    ...(reorder ? { reorder } : {}),
    ...(resize ? { resize } : {}),
  };
  return Object.keys(view).length ? view : null;
}
