import { OnDemand } from '../flows/OnDemand.js';

type ModalParts = typeof import('./modal-parts.js');

let loaded: ModalParts | null = null;
const parts = new OnDemand(async () => (loaded = await import('./modal-parts.js')));

/** Fetches the modal's code (a chunk: mounting, focus, the confirmations' markup), once per page. */
export function loadModalParts(): Promise<ModalParts> {
  return parts.get();
}

/** Starts fetching the modal's code (a pointer or focus reached a button that opens a modal or asks). */
export function warmModalParts(): void {
  parts.warm();
}

/** The modal's code, for what runs only once a modal was shown (after {@link loadModalParts}). */
export function modalParts(): ModalParts {
  if (!loaded) throw new Error('The modal\'s code is not loaded: show() or confirm() loads it first');
  return loaded;
}
