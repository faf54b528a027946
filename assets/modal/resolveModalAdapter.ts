import type { ModalAdapter } from './ModalAdapter.js';
import type { ModalAdapterRegistry } from './ModalAdapterRegistry.js';
import { modalAdapters } from './modal-adapters.js';
import { pageStyleFramework } from './detectStyleFramework.js';

/**
 * The adapter key of one table: its `editModalAdapter`, else the detected CSS framework's (`bs5` or
 * `dt`). The edit-view request sends it, so the server renders the markup that adapter expects.
 */
export function modalAdapterKey(key: string | null | undefined, detect: () => string = () => pageStyleFramework()): string {
  return key ?? detect();
}

/**
 * The adapter of one table: the one registered under its {@link modalAdapterKey}. An unknown key
 * throws, naming the registered ones.
 */
export function resolveModalAdapter(
  key: string | null | undefined,
  registry: ModalAdapterRegistry = modalAdapters,
  detect: () => string = () => pageStyleFramework(),
): ModalAdapter {
  return registry.create(modalAdapterKey(key, detect));
}
