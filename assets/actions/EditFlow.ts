import type { ModalAdapter } from '../modal/ModalAdapter.js';
import { EDIT_FORM_ID, RELATION_ATTRIBUTE } from '../../lib/wire/modal-hooks.js';
import { findActionButton, ID_ATTRIBUTE, readActionId } from './action-button.js';
import { createdRowNotice } from './created-row.js';
import type { ActionFlowContext } from './ActionFlowContext.js';
import { setBusy } from './busy.js';
import { formChanged } from './form-changed.js';
import { watchFieldLengths } from './length-hints.js';
import { enhanceRelationFields, relationParts } from '../relations/load-relation-picker.js';
import { relationStylesheet } from '../relations/relation-stylesheet.js';
import { failureFromError, isHtml, readFailure, type RequestFailure } from '../requests/request-failure.js';

/** Where focus goes back to when the modal closes: the edit button (found again after a reload), or New. */
interface Origin {
  button: HTMLElement;
  idJson: string;
}

/**
 * The edit modal's life (SPEC §3), and the create modal's (the same templates, opened by the
 * toolbar's New): click -> fetch the modal -> the adapter shows it; submit -> 200 hide, reload and
 * "Changes saved" (a create's 201: the new row highlighted, `datatable:created`, "Row created", or
 * that it is not on this page), 422/409 swap the body (a conflict's keeps what was typed),
 * other errors show a message in the modal (above the table when the adapter has no `showError`);
 * cancel closes, after asking when there are unsaved changes, and so does leaving the page
 * (`beforeunload`). One modal at a time: clicks while one is loading or open are ignored. The modal's
 * DOM is the adapter's: nothing here queries it but the form, which the adapter hands over.
 */
export class EditFlow {
  private adapter: ModalAdapter | null = null;
  private loading = false;
  private saving = false;
  private origin: Origin | null = null;
  /** What the open modal does: edit a row, or create one (the New button's). */
  private mode: 'edit' | 'create' = 'edit';
  /** A save was refused (422, 409): what the form shows is not saved, changed or not since. */
  private unsaved = false;

  constructor(
    private readonly context: ActionFlowContext,
    private readonly createAdapter: () => ModalAdapter,
    /** The key of the adapter `createAdapter` makes, sent with the edit-view request. */
    private readonly adapterKey?: string,
  ) {}

  /** Whether a modal is loading or open (a further edit click does nothing then). */
  isActive(): boolean {
    return this.loading || (this.adapter?.isOpen() ?? false);
  }

  /** Opens the edit modal of the button's row; in `create` mode, the create modal (the button is New, or a row's Replicate). */
  async open(button: HTMLElement, mode: 'edit' | 'create' = 'edit'): Promise<void> {
    if (this.isActive()) return;
    this.loading = true;
    this.mode = mode;
    setBusy(button, true, false);
    const id = readActionId(button);
    this.origin = { button, idJson: button.getAttribute(ID_ATTRIBUTE) ?? '' };
    const { endpoints, t } = this.context;
    watchFieldLengths(this.context.table.element.ownerDocument, t);
    try {
      this.adapter ??= this.createAdapter();
      // A row's Replicate names its row (New names none): the create form comes filled from it.
      const response = await (mode === 'create' ? endpoints.createView(this.adapterKey, id) : endpoints.editView(id, this.adapterKey));
      if (!response.ok) return this.failed(await readFailure(response, t), id);
      this.unsaved = false;
      const html = await response.text();
      // A form with a relation field needs the picker's code, fetched while the modal opens, and its styles,
      // waited for (a round trip, beside the code's) so that the modal never shows the field unstyled.
      if (html.includes(RELATION_ATTRIBUTE)) {
        relationParts.warm();
        await relationStylesheet(document);
      }
      await this.adapter.show(html, {
        onSubmit: (form, submitter) => this.submit(form, submitter, id),
        onCancel: () => this.closed(id, 'cancel'),
        canCancel: (form) => this.canDiscard(form),
      });
      window.addEventListener('beforeunload', this.onUnload);
      this.context.alert.clear();
      void this.enhanceFields(id);
      this.context.dispatch('modal-opened', this.detail(id));
    } catch (error) {
      this.failed(failureFromError(error, t(`${mode}.view_failed`), t), id);
    } finally {
      this.loading = false;
      setBusy(button, false, false);
    }
  }

  async submit(form: HTMLFormElement, submitter: HTMLElement | null, id: unknown): Promise<void> {
    if (this.saving || !this.adapter?.isOpen() || !form.reportValidity()) return;
    const adapter = this.adapter;
    this.saving = true;
    setBusy(submitter, true);
    this.context.alert.clear();
    const { endpoints, t, dispatch } = this.context;
    const create = this.mode === 'create';
    try {
      const response = await (create ? endpoints.submitCreate(form) : endpoints.submitEdit(form));
      if (response.ok) {
        const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
        await adapter.hide();
        if (!create) dispatch('saved', { id, response: body });
        this.closed(id, 'saved');
        await this.context.table.reload();
        this.returnFocus(true);
        if (create) this.notifyCreated(body.id);
        else this.context.notify(t('notice.saved'));
        if (create) dispatch('created', { id: body.id });
      } else if ((response.status === 422 || response.status === 409) && isHtml(response)) {
        this.unsaved = true;
        adapter.replaceBody(await response.text());
        void this.enhanceFields(id);
        dispatch(response.status === 422 ? 'invalid' : 'conflict', { ...this.detail(id), status: response.status });
      } else {
        this.failed(await readFailure(response, t), id, true);
      }
    } catch (error) {
      this.failed(failureFromError(error, t(`${this.mode}.failed`), t), id, true);
    } finally {
      this.saving = false;
      setBusy(submitter, false);
    }
  }

  /**
   * Someone else changed or deleted a row: when it is the one open in the modal, says so there
   * (`showNotice`, else `showError`, else above the table) before the user saves into a 409 or a 404.
   */
  remoteChange(type: 'edit' | 'delete', id: unknown): void {
    const adapter = this.adapter;
    if (!adapter?.isOpen() || this.origin?.idJson !== JSON.stringify(id)) return;
    const notice = this.context.t(type === 'delete' ? 'edit.remote_deleted' : 'edit.remote_changed');
    const show = adapter.showNotice ?? adapter.showError;
    if (show) show.call(adapter, notice);
    else this.context.alert.show(notice);
  }

  /** The form's relation fields made pickers (their code a chunk); one that cannot be fetched is said in the modal. */
  private async enhanceFields(id: unknown): Promise<void> {
    const { t } = this.context;
    try {
      await enhanceRelationFields(document.getElementById(EDIT_FORM_ID), { t });
    } catch (error) {
      this.failed({ status: 0, code: 'chunk_failed', message: t('table.part_failed') }, id, true);
      console.error(error);
    }
  }

  /** "Row created", or that it is elsewhere, with Show; a row Show could not bring into view is said so too. */
  private notifyCreated(id: unknown): void {
    const { t, table } = this.context;
    const notice = createdRowNotice(table, id, t, (shown) => shown || this.context.notify(t('notice.created_not_shown', { id })));
    this.context.notify(notice.message, notice.action);
  }

  private closed(id: unknown, reason: 'cancel' | 'saved'): void {
    window.removeEventListener('beforeunload', this.onUnload);
    this.context.dispatch('modal-closed', { ...this.detail(id), reason });
    this.returnFocus(false);
  }

  /** The `detail` of the modal's events: the row's `{ id }` for an edit, `{ action: 'CREATE' }` for a create. */
  private detail(id: unknown): Record<string, unknown> {
    return this.mode === 'create' ? { action: 'CREATE' } : { id };
  }

  /** Whether the form shows what is not saved: changed since it was shown, or refused by the server. */
  private hasUnsavedChanges(form: HTMLFormElement | null): boolean {
    return this.unsaved || (!!form && formChanged(form));
  }

  /** Before the user closes the modal: asks whether to discard unsaved changes (none: closes). */
  private async canDiscard(form: HTMLFormElement | null): Promise<boolean> {
    if (!this.hasUnsavedChanges(form)) return true;
    const { t } = this.context;
    return this.context.ask({ message: t('edit.discard_changes'), confirmLabel: t('edit.discard'), cancelLabel: t('edit.keep_editing'), destructive: true });
  }

  /** Leaving the page with unsaved changes: the browser asks (in its own words, which a page cannot set). */
  private readonly onUnload = (event: BeforeUnloadEvent): void => {
    if (!this.adapter?.isOpen() || !this.hasUnsavedChanges(document.getElementById(EDIT_FORM_ID) as HTMLFormElement | null)) return;
    event.preventDefault();
    // Chrome before 119 and Safari ask only when returnValue is set.
    event.returnValue = '';
  };

  /** Focuses the edit (or New) button again; after a reload only when focus was lost with the old rows. */
  private returnFocus(afterReload: boolean): void {
    if (!this.origin) return;
    const doc = this.context.table.element.ownerDocument;
    if (afterReload && doc.activeElement && doc.activeElement !== doc.body) return;
    const { button, idJson } = this.origin;
    const target = button.isConnected ? button : findActionButton(this.context.table.element, 'EDIT', idJson);
    target?.focus();
  }

  /**
   * Reports a failure above the table; a failed save (`inModal`) in the modal instead when its
   * adapter can show errors and it is still open.
   */
  private failed(failure: RequestFailure, id: unknown, inModal = false): void {
    const adapter = this.adapter;
    if (inModal && adapter?.showError && adapter.isOpen()) adapter.showError(failure.message);
    else this.context.alert.show(failure.message);
    this.context.dispatch('error', { action: 'EDIT', ...this.detail(id), ...failure });
  }
}
