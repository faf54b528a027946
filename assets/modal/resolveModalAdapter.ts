import type { ModalAdapter } from './ModalAdapter.js';
import type { ModalAdapterRegistry } from './ModalAdapterRegistry.js';
import { modalAdapters } from './modal-adapters.js';
import { pageStyleFramework } from './detectStyleFramework.js';

/**
 * The adapter of one table: the one registered under the table's `editModalAdapter` key, else the
 * one of the detected CSS framework (`bs5` or `dt`). An unknown key throws, naming the registered ones.
 */
export function resolveModalAdapter(
  key: string | null | undefined,
  registry: ModalAdapterRegistry = modalAdapters,
  detect: () => string = () => pageStyleFramework(),
): ModalAdapter {
  return registry.create(key ?? detect());
}
