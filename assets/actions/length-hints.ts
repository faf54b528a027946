import { EDIT_FORM_ID } from '../../lib/wire/modal-hooks.js';
import type { Translate } from '../../lib/wire/translate.js';

/** From this share of a field's `maxlength` on, its counter shows. */
const COUNT_FROM = 0.8;

const watched = new WeakSet<Document>();

type Limited = HTMLInputElement | HTMLTextAreaElement;

/**
 * A field of the edit (or create) form with a `maxlength` says what the limit does: a paste or drop
 * the browser cut to fit says so ("Pasted text cut to 120 characters"), and from 80 % of the limit a
 * counter shows "96 / 120 characters". Both sit in a polite live region after the input, named by its
 * `aria-describedby`, made when the field first takes focus so that what it says later is announced.
 * The browser cuts silently and tells the page nothing, so the text is measured before it lands
 * (`paste`, `beforeinput`). Listened to on the document once: a body swapped in after a 422 and any adapter's or
 * own template's markup are covered alike. The server's rule stays (a longer value posted is a 422).
 */
export function watchFieldLengths(doc: Document, t: Translate): void {
  if (watched.has(doc)) return;
  watched.add(doc);
  const cut = new WeakMap<Limited, boolean>();
  doc.addEventListener('focusin', (event) => {
    const field = limited(event.target);
    if (field) hintOf(field);
  }, true);
  // A paste's text is read from the clipboard (Chrome's beforeinput of a text control carries none);
  // typing, a drop or an IME's text from beforeinput.
  const measure = (event: Event, incoming: string) => {
    const field = limited(event.target);
    if (!field) return;
    const selected = Math.abs((field.selectionEnd ?? 0) - (field.selectionStart ?? 0));
    if (incoming.length > field.maxLength - field.value.length + selected) cut.set(field, true);
  };
  doc.addEventListener('paste', (event) => measure(event, event.clipboardData?.getData('text/plain') ?? ''), true);
  doc.addEventListener('beforeinput', (event) => {
    const { data, dataTransfer } = event as InputEvent;
    measure(event, data ?? dataTransfer?.getData('text/plain') ?? '');
  }, true);
  doc.addEventListener('input', (event) => {
    const field = limited(event.target);
    if (!field) return;
    const max = field.maxLength;
    const used = field.value.length;
    const parts = [cut.get(field) ? t('form.length_cut', { max }) : '', used >= Math.ceil(max * COUNT_FROM) ? t('form.length', { used, max }) : ''];
    cut.delete(field);
    const spans = parts.filter(Boolean).map((text) => Object.assign(doc.createElement('span'), { textContent: text }));
    hintOf(field).replaceChildren(...spans.flatMap((span, index) => (index ? [' · ', span] : [span])));
  }, true);
}

/** The form's text field with a length limit that `target` is, or null. */
function limited(target: EventTarget | null): Limited | null {
  const field = target as Limited | null;
  const text = field?.tagName === 'TEXTAREA' || (field?.tagName === 'INPUT' && /^(text|url|search|email|tel)$/.test((field as HTMLInputElement).type));
  // getAttribute: `form.id` is the form's field named "id" when it has one (the row's identifier).
  return text && field!.maxLength > 0 && field!.form?.getAttribute('id') === EDIT_FORM_ID ? field : null;
}

/** The field's hint after it, made the first time (a live region), with its id added to `aria-describedby`. */
function hintOf(field: Limited): HTMLElement {
  const id = `${field.id || field.name}-length`;
  const doc = field.ownerDocument;
  let hint = doc.getElementById(id);
  if (!hint) {
    hint = doc.createElement('div');
    hint.id = id;
    // `form-text`: Bootstrap's small print; the library's stylesheet styles the other class.
    hint.className = 'ux-datatables-length form-text';
    hint.setAttribute('aria-live', 'polite');
    field.after(hint);
    field.setAttribute('aria-describedby', `${field.getAttribute('aria-describedby') ?? ''} ${id}`.trim());
  }
  return hint;
}
