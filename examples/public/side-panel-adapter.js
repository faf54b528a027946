// A custom modal adapter, registered by the page: the edit form opens in a panel on the right
// instead of a modal dialog. It implements the ModalAdapter contract (show, replaceBody, hide,
// isOpen) from scratch, to show what an adapter has to do, and asks handlers.canCancel before it
// closes; it leaves out the optional showError (a failed save's message appears above the table)
// and confirm (confirmations are the browser's confirm()). The table picks it on the server with
// configureDataTable(table => table.setEditModalAdapter('side-panel')); for a custom key the server
// renders its default template (a <dialog>, unless data_tables.edit_modal.template says otherwise).
// The page registers it: modalAdapters.register('side-panel', () => new SidePanelAdapter()), with
// modalAdapters imported from the bundle's URL (custom-adapter.ejs).
export class SidePanelAdapter {
  #panel = null;
  #handlers = null;

  async show(html, handlers) {
    await this.hide();
    const panel = document.createElement('aside');
    panel.className = 'side-panel';
    // Named by the form's title, in the page's language (the default templates give it this id).
    panel.setAttribute('aria-labelledby', 'ux-datatables-edit-title');
    panel.innerHTML = html;
    // The default templates wrap the form in a <dialog>: open it in place, without a backdrop.
    const root = panel.querySelector('[data-ux-datatables-modal]');
    document.body.append(panel);
    if (root instanceof HTMLDialogElement) root.show();
    panel.addEventListener('click', (event) => this.#onClick(event));
    panel.addEventListener('submit', (event) => {
      event.preventDefault();
      handlers.onSubmit(event.target, event.submitter ?? null);
    });
    panel.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') this.#cancel();
    });
    this.#panel = panel;
    this.#handlers = handlers;
    document.body.dataset.sidePanel = 'open';
    panel.querySelector('input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])')?.focus();
  }

  replaceBody(html) {
    const body = this.#panel?.querySelector('[data-ux-datatables-modal-body]');
    if (!body) return;
    const template = document.createElement('template');
    template.innerHTML = html;
    body.replaceWith(template.content.querySelector('[data-ux-datatables-modal-body]') ?? template.content);
  }

  async hide() {
    this.#panel?.remove();
    this.#panel = null;
    this.#handlers = null;
    delete document.body.dataset.sidePanel;
  }

  isOpen() {
    return this.#panel !== null;
  }

  #onClick(event) {
    const submit = event.target.closest('[data-ux-datatables-submit]');
    if (submit) {
      event.preventDefault();
      const form = this.#panel.querySelector('#ux-datatables-edit-form');
      if (form.reportValidity()) this.#handlers.onSubmit(form, submit);
      return;
    }
    if (event.target.closest('[data-ux-datatables-cancel]')) {
      event.preventDefault();
      this.#cancel();
    }
  }

  // Closing asks first (handlers.canCancel: "Discard your unsaved changes?" when the form was changed).
  async #cancel() {
    const handlers = this.#handlers;
    const form = this.#panel?.querySelector('#ux-datatables-edit-form') ?? null;
    if ((await handlers?.canCancel?.(form)) === false) return;
    await this.hide();
    handlers?.onCancel();
  }
}
