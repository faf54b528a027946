// The value of a to-many column (`tags`, `tags.name`) in a data row: the first labels of the related rows,
// in order, and how many more there are. The server builds it in SQL; the browser draws it as a list and an
// export writes it with cell-text, so both read this one shape.

import type { JsonScalar } from './page-view.js';

/** The related rows' labels shown in a cell (at most the column's limit), and how many are left out. */
export interface RelatedLabels {
  labels: JsonScalar[];
  more: number;
  /**
   * A column edited in place only (`tags` with `editInPlace()`): the keys of EVERY row the relation holds,
   * as text (what a cell's save sends), `keys[i]` the row of `labels[i]`; those after the labels are the
   * rows left out (`more`) and any without a label, whose labels the editor asks of the options endpoint
   * (`ids=`). Absent elsewhere: a page that edits no such cell pays no bytes for them.
   */
  keys?: string[];
}

/** Whether a row's value is a to-many column's {@link RelatedLabels}. */
export function isRelatedLabels(value: unknown): value is RelatedLabels {
  return typeof value === 'object' && value !== null && Array.isArray((value as RelatedLabels).labels) && typeof (value as RelatedLabels).more === 'number';
}

/** How a cell's labels are separated where they are written as one text (an export, a screen reader's line). */
export const RELATED_SEPARATOR = ', ';
