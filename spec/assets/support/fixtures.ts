import { renderActions } from '../../../assets/actions/render-actions.js';
import type { TableHandle } from '../../../assets/actions/TableHandle.js';
import type { ActionView, PageView, RowData } from '../../../lib/wire/page-view.js';
import { WIRE_VERSION } from '../../../lib/wire/wire-version.js';
import { pageI18n } from './page-language.js';

/** An action view with the defaults of `Action.edit()` / `delete()` / `detail()`. */
export function action(type: ActionView['type'], overrides: Partial<ActionView> = {}): ActionView {
  const defaults = {
    EDIT: { label: 'Edit', className: 'btn btn-warning' },
    DELETE: { label: 'Delete', className: 'btn btn-danger' },
    DETAIL: { label: 'Detail', className: 'btn btn-primary' },
    CREATE: { label: 'New', className: 'btn btn-success' },
    EXPORT: { label: 'Export', className: 'btn btn-secondary' },
    IMPORT: { label: 'Import', className: 'btn btn-secondary' },
    ACTION: { label: 'Publish', className: 'btn btn-secondary', name: 'publish' },
    REPLICATE: { label: 'Duplicate', className: 'btn btn-secondary' },
  }[type];
  return { type, ...defaults, ...overrides };
}

/** A page view of a `books` table, as docs/endpoints.md describes it. */
export function pageView(actions: ActionView[] = [action('EDIT'), action('DELETE')], overrides: Partial<PageView['table']> = {}): PageView {
  return {
    wireVersion: WIRE_VERSION,
    table: {
      name: 'books',
      columns: [
        { name: 'id', label: 'Id', kind: 'number', type: 'num', orderable: true, searchable: false, visible: true, className: null, options: {} },
        { name: 'title', label: 'Title', kind: 'text', type: 'string', orderable: true, searchable: true, visible: true, className: null, options: {} },
        { name: 'actions', label: 'Actions', kind: 'action', type: 'html', orderable: false, searchable: false, visible: true, className: null, options: {} },
      ],
      actions: { column: 'actions', label: 'Actions', items: actions },
      editModalAdapter: null,
      pageLength: 10,
      ...overrides,
    },
    urls: {
      data: '/datatables/ajax/data',
      delete: '/datatables/ajax/delete',
      editView: '/datatables/ajax/edit-form/view',
      editSubmit: '/datatables/ajax/edit-form',
      editForm: '/datatables/ajax/edit-form',
      createView: '/datatables/ajax/create-form/view',
      createSubmit: '/datatables/ajax/create-form',
      bulk: '/datatables/ajax/bulk',
      ...(actions.some((each) => each.type === 'ACTION') ? { action: '/datatables/ajax/action' } : {}),
    },
    tokens: {
      read: 'books.read.sig', delete: 'books.delete.sig', edit: 'books.edit.sig', create: 'books.create.sig',
      ...(actions.some((each) => each.type === 'ACTION') ? { action: 'books.action.sig' } : {}),
    },
    csrf: { header: 'X-CSRF-Token', token: 'csrf-123' },
    mercure: null,
    i18n: pageI18n(),
  };
}

/** A row with every action's reference. */
export function row(id: number, overrides: RowData = {}): RowData {
  return {
    id,
    title: `Book ${id}`,
    status: 'draft',
    _actions: { EDIT: { id }, DELETE: { id }, DETAIL: { url: `/books/${id}` } },
    ...overrides,
  };
}

/**
 * A table that draws its rows with the action renderer, like the controller does, and redraws
 * them as new nodes on every reload (as DataTables.net does), so focus return is tested honestly.
 */
export class FakeTable implements TableHandle {
  readonly element: HTMLTableElement;
  reloads = 0;

  constructor(
    public rows: RowData[],
    private readonly actions: ActionView[],
  ) {
    this.element = document.createElement('table');
    this.element.id = 'books';
    document.body.append(this.element);
    this.draw();
  }

  async reload(): Promise<void> {
    this.reloads++;
    await Promise.resolve();
    this.draw();
  }

  /** The action button of a row. */
  button(type: ActionView['type'], id: number): HTMLElement {
    const found = [...this.element.querySelectorAll<HTMLElement>(`[data-ux-datatables-action="${type}"]`)].find(
      (element) => type === 'DETAIL' || element.getAttribute('data-ux-datatables-id') === JSON.stringify(id),
    );
    if (!found) throw new Error(`No ${type} button for row ${id}`);
    return found;
  }

  private draw(): void {
    this.element.innerHTML =
      '<tbody>' +
      this.rows.map((r) => `<tr><td>${String(r.title)}</td><td>${renderActions(this.actions, r)}</td></tr>`).join('') +
      '</tbody>';
  }
}
