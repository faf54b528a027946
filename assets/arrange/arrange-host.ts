import type { Api } from 'datatables.net';
import type { PageView } from '../../lib/wire/page-view.js';
import type { Translate } from '../../lib/wire/translate.js';
import type { DatatableEventName } from '../actions/ActionFlowContext.js';

/** What the parts arranging the columns need of their table, once it exists. */
export interface ArrangeHost {
  readonly api: Api;
  readonly t: Translate;
  /** Says a message in the table's live region. */
  announce(message: string): void;
  dispatch(name: DatatableEventName, detail: Record<string, unknown>): void;
}

/** What a part arranging the columns is made with: the page, its table, and the view the page opened with (its URL's, a saved default; null: none). */
export interface ArrangeStart {
  readonly view: PageView;
  readonly host: ArrangeHost;
  readonly opened: { visible: readonly string[]; widths: Readonly<Record<string, number>> } | null;
}

/** A part arranging the columns, made by its chunk. */
export interface ArrangePart {
  disconnect(): void;
}
