import type { ModalAdapter } from './ModalAdapter.js';

/** The do-nothing adapter: shows nothing. Used by tables without an edit action. */
export class NullModalAdapter implements ModalAdapter {
  async show(): Promise<void> {}
  replaceBody(): void {}
  async hide(): Promise<void> {}
  isOpen(): boolean {
    return false;
  }
  showError(): void {}
  showNotice(): void {}
}
