import type { ConfirmationRequest, ModalAdapter } from '../modal/ModalAdapter.js';

/**
 * Asks through a modal adapter's `confirm`, on an instance of its own (made at the first question,
 * so never the one showing the edit modal, which may be open below); the browser's `confirm()` when
 * that adapter has no `confirm` or cannot be made (an unregistered key on a table without edit).
 */
export function askThrough(createAdapter: () => ModalAdapter): (request: ConfirmationRequest) => Promise<boolean> {
  let adapter: ModalAdapter | null | undefined;
  return async (request) => {
    if (adapter === undefined) {
      try {
        adapter = createAdapter();
      } catch {
        adapter = null;
      }
    }
    return adapter?.confirm ? adapter.confirm(request) : window.confirm(request.message);
  };
}
