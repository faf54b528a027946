// The DOM hooks of the edit modal: the server's templates write them (they get them as the `hooks`
// local, lib/view/edit-modal.ts) and the browser's adapters find the modal's parts by them
// (assets/modal/modal-dom.ts). An application's own templates may spell them out: they never change.

import { BULK_CHANGE_INPUT } from './bulk-edit.js';

/** The modal root that adapters open and close (`<dialog>` for `dt`, `<div class="modal">` for Bootstrap). */
export const MODAL_ATTRIBUTE = 'data-ux-datatables-modal';

/** The body container, replaced after validation errors or a conflict. */
export const MODAL_BODY_ATTRIBUTE = 'data-ux-datatables-modal-body';

/** The submit button(s). */
export const SUBMIT_ATTRIBUTE = 'data-ux-datatables-submit';

/** The cancel and close button(s). */
export const CANCEL_ATTRIBUTE = 'data-ux-datatables-cancel';

/**
 * A "use theirs" button after an edit conflict: its value is the other person's value, copied into
 * the field whose id the attribute names; an empty attribute copies every such button's value.
 */
export const USE_THEIRS_ATTRIBUTE = 'data-ux-datatables-use-theirs';

/** The id of the edit form, which the submit request serializes. */
export const EDIT_FORM_ID = 'ux-datatables-edit-form';

/** The id of the modal's title, which its `aria-labelledby` names. */
export const EDIT_TITLE_ID = 'ux-datatables-edit-title';

/**
 * A relation field (docs/forms.md, "Relation fields") too large for a plain `<select>`: the element
 * wrapping its combobox, carrying `data-options-url` (the options endpoint with its table token and
 * column, to which the picker adds `q` and `page`) and `data-multiple` (`true` for a ManyToMany). It
 * holds the submitted value as hidden inputs named after the field: a single relation one (value ''
 * for none), a ManyToMany one empty input first (so that "none chosen" is sent) and one per chosen row,
 * each inside its chip. The browser's picker (loaded on demand) makes it a WAI-ARIA combobox.
 */
export const RELATION_ATTRIBUTE = 'data-ux-datatables-relation';

/** A chip's remove button in a ManyToMany field; the chip is its closest `li`. */
export const CHIP_REMOVE_ATTRIBUTE = 'data-ux-datatables-chip-remove';

/** A single, nullable relation field's clear button: the value becomes none. */
export const RELATION_CLEAR_ATTRIBUTE = 'data-ux-datatables-relation-clear';

/**
 * Dispatched on a relation field's element ({@link RELATION_ATTRIBUTE}) with the rows it must now hold
 * (`detail`: `RelationOption[]`), as the user's own choice: a conflict's "use theirs". The picker, in a
 * chunk of its own, listens; the modal's code, in another, only dispatches.
 */
export const RELATION_SET_EVENT = 'ux-datatables:relation-set';

/**
 * The hooks as the edit-modal templates get them, in their `hooks` local:
 * `<dialog <%= hooks.modal %>>`, `<form id="<%= hooks.formId %>">`.
 */
/**
 * A bulk edit's checkbox before each field (docs/bulk-and-undo.md, "Bulk edit"): ticked, the field's
 * value is set on every row; unticked (the default), the field's inputs are disabled in their fieldset
 * and each row keeps its own. Its name is `BULK_CHANGE_INPUT` (bulk-edit.ts), its value the field's name.
 */
export const BULK_CHANGE_ATTRIBUTE = 'data-ux-datatables-bulk-change';

export const MODAL_HOOKS = {
  modal: MODAL_ATTRIBUTE,
  modalBody: MODAL_BODY_ATTRIBUTE,
  submit: SUBMIT_ATTRIBUTE,
  cancel: CANCEL_ATTRIBUTE,
  useTheirs: USE_THEIRS_ATTRIBUTE,
  relation: RELATION_ATTRIBUTE,
  chipRemove: CHIP_REMOVE_ATTRIBUTE,
  relationClear: RELATION_CLEAR_ATTRIBUTE,
  bulkChange: BULK_CHANGE_ATTRIBUTE,
  bulkChangeInput: BULK_CHANGE_INPUT,
  formId: EDIT_FORM_ID,
  titleId: EDIT_TITLE_ID,
} as const;

/** The type of {@link MODAL_HOOKS}. */
export type ModalHooks = typeof MODAL_HOOKS;
