import { CANCEL_ATTRIBUTE, EDIT_FORM_ID, MODAL_ATTRIBUTE, MODAL_BODY_ATTRIBUTE, SUBMIT_ATTRIBUTE } from '../../lib/wire/modal-hooks.js';

/** The modal root that adapters open and close. */
export const MODAL_SELECTOR = `[${MODAL_ATTRIBUTE}]`;
/** The body container swapped by `replaceBody`. */
export const BODY_SELECTOR = `[${MODAL_BODY_ATTRIBUTE}]`;
/** The submit button(s). */
export const SUBMIT_SELECTOR = `[${SUBMIT_ATTRIBUTE}]`;
/** The cancel button(s). */
export const CANCEL_SELECTOR = `[${CANCEL_ATTRIBUTE}]`;

const FIELDS = 'input,select,textarea';
const TABBABLE =
  'a[href],button,input,select,textarea,summary,[tabindex]:not([tabindex="-1"]),[contenteditable="true"]';

/** Parses modal HTML and appends its `[data-ux-datatables-modal]` root to the body. */
export function mountModal(html: string, doc: Document = document): HTMLElement {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const root = template.content.querySelector<HTMLElement>(MODAL_SELECTOR);
  if (!root) throw new Error(`The edit modal HTML has no ${MODAL_SELECTOR} element`);
  doc.body.append(root);
  return root;
}

let labelCount = 0;

/**
 * Gives the modal an accessible name when its template did not (no `aria-labelledby` or
 * `aria-label`): its first heading (or `.modal-title`) labels it.
 */
export function ensureLabel(root: HTMLElement): void {
  if (root.hasAttribute('aria-labelledby') || root.hasAttribute('aria-label')) return;
  const title = root.querySelector<HTMLElement>('h1,h2,h3,h4,h5,h6,.modal-title,[role="heading"]');
  if (!title) return;
  if (!title.id) title.id = `ux-datatables-modal-title-${++labelCount}`;
  root.setAttribute('aria-labelledby', title.id);
}

/**
 * The edit form inside the modal (the submit button may sit outside it and name it with `form=`);
 * in a confirmation, its own form.
 */
export function findForm(root: HTMLElement): HTMLFormElement | null {
  const form = root.querySelector(`#${EDIT_FORM_ID}`) ?? root.ownerDocument.getElementById(EDIT_FORM_ID) ?? root.querySelector('form');
  return form && form.tagName === 'FORM' ? (form as HTMLFormElement) : null;
}

/**
 * Replaces the body container with the new body: the container itself when the HTML carries one,
 * otherwise its content. Focus then moves to the first invalid field, so the error is announced.
 */
export function replaceModalBody(root: HTMLElement, html: string): void {
  const body = root.querySelector<HTMLElement>(BODY_SELECTOR);
  if (!body) throw new Error(`The edit modal has no ${BODY_SELECTOR} container`);
  const template = root.ownerDocument.createElement('template');
  template.innerHTML = html;
  const replacement = template.content.querySelector<HTMLElement>(BODY_SELECTOR);
  if (replacement) body.replaceWith(replacement);
  else body.replaceChildren(template.content);
  const invalid = editableFields(root).find((field) => field.matches('[aria-invalid="true"],.is-invalid'));
  if (invalid) invalid.focus();
  else if (!root.contains(root.ownerDocument.activeElement)) focusFirstField(root);
}

/** Enabled, writable, visible form fields in document order. */
export function editableFields(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLInputElement>(FIELDS)].filter(
    (field) => !field.disabled && !field.readOnly && field.type !== 'hidden' && isVisible(field, root),
  );
}

/** Elements reachable with Tab, in document order (positive tabindex is not reordered). */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      !(element as HTMLButtonElement).disabled &&
      (element as HTMLInputElement).type !== 'hidden' &&
      element.tabIndex >= 0 &&
      isVisible(element, root),
  );
}

/** Focuses the `autofocus` element, else the first editable field, else the first tabbable element, else the modal itself. */
export function focusFirstField(root: HTMLElement): void {
  const target = root.querySelector<HTMLElement>('[autofocus]') ?? editableFields(root)[0] ?? tabbables(root)[0];
  if (target) return target.focus();
  if (!root.hasAttribute('tabindex')) root.setAttribute('tabindex', '-1');
  root.focus();
}

/** Keeps Tab and Shift+Tab inside the modal, wrapping at both ends. */
export function trapTab(event: KeyboardEvent, root: HTMLElement): void {
  const elements = tabbables(root);
  const active = root.ownerDocument.activeElement;
  if (elements.length === 0) {
    event.preventDefault();
    return;
  }
  const first = elements[0];
  const last = elements[elements.length - 1];
  const outside = !root.contains(active);
  if (event.shiftKey && (active === first || active === root || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

function isVisible(element: HTMLElement, root: HTMLElement): boolean {
  if (element.closest('[hidden],[inert]')) return false;
  const view = element.ownerDocument.defaultView;
  for (let node: HTMLElement | null = element; node && node !== root.parentElement; node = node.parentElement) {
    const style = view?.getComputedStyle(node);
    if (style && (style.display === 'none' || style.visibility === 'hidden')) return false;
  }
  return true;
}
