/**
 * The body of the edit modal, as `_form_body` renders it; `errors` adds a field error. `create`: the
 * create form (the create token and the adapter hidden, no `_id`, no identifier field, no title yet).
 */
export function formBody(options: { title?: string; error?: string; message?: string; create?: boolean } = {}): string {
  const invalid = options.error ? ' aria-invalid="true" aria-describedby="title-error"' : '';
  const hidden = options.create
    ? `<input type="hidden" name="_table" value="books.create.sig"><input type="hidden" name="_adapter" value="dt">`
    : `<input type="hidden" name="_table" value="books.edit.sig"><input type="hidden" name="_id" value="1">` +
      `<label for="f-id">Id</label><input id="f-id" name="id" value="1" disabled>`;
  return (
    `<div class="modal-body" data-ux-datatables-modal-body>` +
    (options.message ? `<p class="conflict">${options.message}</p>` : '') +
    `<form id="ux-datatables-edit-form" method="post">` +
    hidden +
    `<label for="f-title">Title</label><input id="f-title" name="title" required value="${options.title ?? (options.create ? '' : 'Dune')}"${invalid}>` +
    (options.error ? `<p id="title-error">${options.error}</p>` : '') +
    `<label for="f-pages">Pages</label><input id="f-pages" name="pages" type="number" value="412">` +
    `</form></div>`
  );
}

/** The `dt` edit modal: a `<dialog>`. */
export function dialogModal(body = formBody()): string {
  return (
    `<dialog class="ux-datatables-modal" data-ux-datatables-modal aria-labelledby="m-title">` +
    `<h2 id="m-title">Edit</h2>${body}` +
    `<footer><button type="button" data-ux-datatables-cancel>Cancel</button>` +
    `<button type="submit" form="ux-datatables-edit-form" data-ux-datatables-submit>Save</button></footer>` +
    `</dialog>`
  );
}

/** The `bs5` edit modal. */
export function bootstrapModal(body = formBody()): string {
  return (
    `<div class="modal fade" tabindex="-1" data-ux-datatables-modal aria-labelledby="m-title">` +
    `<div class="modal-dialog"><div class="modal-content">` +
    `<div class="modal-header"><h5 id="m-title" class="modal-title">Edit</h5>` +
    `<button type="button" class="btn-close" data-ux-datatables-cancel aria-label="Close"></button></div>` +
    body +
    `<div class="modal-footer"><button type="button" class="btn btn-secondary" data-ux-datatables-cancel>Cancel</button>` +
    `<button type="submit" class="btn btn-primary" form="ux-datatables-edit-form" data-ux-datatables-submit>Save</button></div>` +
    `</div></div></div>`
  );
}
