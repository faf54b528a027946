import type { BulkActionView } from '../../lib/wire/page-view.js';
import type { BulkResult } from '../../lib/wire/endpoint-bodies.js';
import { BULK_CHANGE_INPUT, BULK_EDIT, type BulkEditRefusedBody, type BulkEditValues } from '../../lib/wire/bulk-edit.js';
import { BULK_CHANGE_ATTRIBUTE, EDIT_FORM_ID, RELATION_ATTRIBUTE } from '../../lib/wire/modal-hooks.js';
import type { ActionFlowContext } from '../actions/ActionFlowContext.js';
import { setBusy } from '../actions/busy.js';
import type { ModalAdapter } from '../modal/ModalAdapter.js';
import { createOrigin } from '../realtime/create-origin.js';
import { enhanceRelationFields, relationParts } from '../relations/load-relation-picker.js';
import { relationStylesheet } from '../relations/relation-stylesheet.js';
import { failureFromError, readFailure, type RequestFailure } from '../requests/request-failure.js';
import type { SelectionTarget } from '../selection/Selection.js';
import { bulkSummary, refusalSummary } from './bulk-summary.js';

/** What a bulk edit needs beside the flows' context: the page's modal adapter and its key. */
export interface BulkEditModal {
  modalAdapter: () => ModalAdapter;
  modalAdapterKey?: string;
}

/**
 * A bulk edit's life (`BulkAction.edit([...])`, docs/bulk-and-undo.md, "Bulk edit"): its form fetched and
 * shown by the page's modal adapter, each field unticked ("leave unchanged"); ticking a field enables its
 * inputs. Saved: the values ticked sent with the selection (`POST urls.bulk`, one `requestId`), then the
 * modal closed, the notice with Undo (each row set back to its own values, held to the version the edit
 * left it at), `datatable:bulk`, the selection cleared and the page reloaded. Refused values (422) show the
 * form again with the messages; any other failure is said in the modal.
 */
export class BulkEditFlow {
  private adapter: ModalAdapter | null = null;
  private saving = false;

  constructor(
    private readonly context: ActionFlowContext,
    private readonly modal: BulkEditModal,
    /** After a save: the selection cleared, focus back on the selection bar. */
    private readonly saved: () => void,
  ) {}

  /** Opens the form for these rows (`count` of them), from the bulk button. */
  async open(action: BulkActionView, button: HTMLElement, target: SelectionTarget, count: number): Promise<void> {
    const { endpoints, t, alert } = this.context;
    setBusy(button, true);
    try {
      const response = await endpoints.bulkEditView(action.name, this.modal.modalAdapterKey, count);
      if (!response.ok) return this.failed(await readFailure(response, t));
      const html = await response.text();
      if (html.includes(RELATION_ATTRIBUTE)) {
        relationParts.warm();
        await relationStylesheet(document);
      }
      this.adapter ??= this.modal.modalAdapter();
      document.addEventListener('change', this.onTick);
      await this.adapter.show(html, {
        onSubmit: (form, submitter) => this.submit(action, form, submitter, target),
        onCancel: () => this.closed(button),
      });
      alert.clear();
      void enhanceRelationFields(document.getElementById(EDIT_FORM_ID), { t }).catch((error: unknown) => this.failed(failureFromError(error, t('table.part_failed'), t)));
      this.context.dispatch('modal-opened', { action: BULK_EDIT });
    } catch (error) {
      this.failed(failureFromError(error, t('bulk.failed'), t));
    } finally {
      setBusy(button, false);
    }
  }

  /** A field ticked or unticked: its inputs enabled or disabled (their fieldset), so that what is sent is what is ticked. */
  private readonly onTick = (event: Event): void => {
    const tick = event.target as HTMLInputElement;
    if (!tick.hasAttribute?.(BULK_CHANGE_ATTRIBUTE)) return;
    const inputs = tick.closest('.uxdt-bulk-field')?.querySelector('fieldset');
    if (inputs) inputs.disabled = !tick.checked;
  };

  private async submit(action: BulkActionView, form: HTMLFormElement, submitter: HTMLElement | null, target: SelectionTarget): Promise<void> {
    const adapter = this.adapter;
    if (this.saving || !adapter?.isOpen() || !form.reportValidity()) return;
    const { endpoints, t, dispatch } = this.context;
    const values = tickedValues(form);
    if (Object.keys(values).length === 0) return this.failed({ status: 0, code: 'nothing_ticked', message: t('bulk.nothing_ticked') });
    this.saving = true;
    setBusy(submitter, true);
    const requestId = `${createOrigin()}${Date.now().toString(36)}`;
    try {
      const response = await endpoints.bulk({ action: action.name, ...target, requestId, values, adapter: this.modal.modalAdapterKey });
      if (response.ok) {
        const result = (await response.json()) as BulkResult;
        await adapter.hide();
        document.removeEventListener('change', this.onTick);
        this.saved();
        dispatch('bulk', { action: action.name, done: result.done, refused: result.refused });
        const edited = result.edited ?? [];
        this.context.notify(bulkSummary(action, result, t), edited.length ? { label: t('undo.undo'), run: () => void this.undo(action, result) } : undefined);
        await this.context.table.reload();
        return;
      }
      const refused = response.status === 422 ? ((await response.clone().json().catch(() => null)) as BulkEditRefusedBody | null) : null;
      if (refused?.form) {
        adapter.replaceBody(refused.form);
        void enhanceRelationFields(document.getElementById(EDIT_FORM_ID), { t }).catch(() => undefined);
        dispatch('invalid', { action: BULK_EDIT, status: 422 });
      } else this.failed(await readFailure(response, t));
    } catch (error) {
      this.failed(failureFromError(error, t('bulk.failed'), t));
    } finally {
      this.saving = false;
      setBusy(submitter, false);
    }
  }

  /** The notice's Undo: each row the edit changed set back to its own values, through the same checks. */
  private async undo(action: BulkActionView, result: BulkResult): Promise<void> {
    const { endpoints, t, dispatch } = this.context;
    try {
      const response = await endpoints.bulk({ action: action.name, restore: result.edited, requestId: `${createOrigin()}${Date.now().toString(36)}` });
      if (!response.ok) return this.failed(await readFailure(response, t));
      const restored = (await response.json()) as BulkResult;
      const done = t('undo.restored', { count: restored.done.length });
      this.context.notify(restored.refused.length ? `${done}; ${refusalSummary(restored.refused, t)}` : done);
      dispatch('undo', { action: action.name, ids: restored.done });
      await this.context.table.reload();
    } catch (error) {
      this.failed(failureFromError(error, t('bulk.failed'), t));
    }
  }

  private closed(button: HTMLElement): void {
    document.removeEventListener('change', this.onTick);
    this.context.dispatch('modal-closed', { action: BULK_EDIT, reason: 'cancel' });
    if (button.isConnected) button.focus();
  }

  /** Said in the open modal where the adapter can, else above the table; and `datatable:error`. */
  private failed(failure: RequestFailure): void {
    const adapter = this.adapter;
    if (adapter?.isOpen() && adapter.showError) adapter.showError(failure.message);
    else this.context.alert.show(failure.message);
    this.context.dispatch('error', { action: 'BULK', ...failure });
  }
}

/** The values of the fields ticked, as their inputs submit them: a checkbox's state, any other input's value. */
function tickedValues(form: HTMLFormElement): BulkEditValues {
  const data = new FormData(form);
  const values: BulkEditValues = {};
  for (const name of data.getAll(BULK_CHANGE_INPUT)) {
    const field = String(name);
    const input = form.elements.namedItem(field);
    values[field] = input instanceof HTMLInputElement && input.type === 'checkbox' ? input.checked : String(data.get(field) ?? '');
  }
  return values;
}
