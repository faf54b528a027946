// A minimal stand-in for Bootstrap's Modal JavaScript, for pages that load Bootstrap's CSS but not
// its JS (or Bootstrap 4, whose JS needs jQuery): the `show` class, `display: block`, a backdrop,
// `modal-open` on the body, and the rest of the page inert while the modal is open.

interface OpenState {
  backdrop: HTMLElement;
  inerted: HTMLElement[];
}

const open = new WeakMap<HTMLElement, OpenState>();

/** Shows a `.modal` root the way Bootstrap's CSS expects. */
export function showFallbackModal(root: HTMLElement): void {
  const doc = root.ownerDocument;
  const backdrop = doc.createElement('div');
  backdrop.className = 'modal-backdrop show';
  const inerted = [...doc.body.children].filter(
    (element): element is HTMLElement => element !== root && !element.hasAttribute('inert') && element.tagName !== 'SCRIPT',
  );
  inerted.forEach((element) => element.setAttribute('inert', ''));
  doc.body.append(backdrop);
  doc.body.classList.add('modal-open');
  root.style.display = 'block';
  root.classList.add('show');
  root.removeAttribute('aria-hidden');
  root.setAttribute('aria-modal', 'true');
  root.setAttribute('role', 'dialog');
  open.set(root, { backdrop, inerted });
}

/** Hides a root shown by {@link showFallbackModal} and undoes everything it changed. */
export function hideFallbackModal(root: HTMLElement): void {
  const state = open.get(root);
  open.delete(root);
  root.classList.remove('show');
  root.style.display = 'none';
  root.setAttribute('aria-hidden', 'true');
  root.removeAttribute('aria-modal');
  if (!state) return;
  state.backdrop.remove();
  state.inerted.forEach((element) => element.removeAttribute('inert'));
  const doc = root.ownerDocument;
  if (!doc.querySelector('.modal.show')) doc.body.classList.remove('modal-open');
}
