import { BOOTSTRAP_ADAPTER_KEYS, DIALOG_ADAPTER_KEY } from '../../lib/wire/modal-adapter-keys.js';
import { BootstrapModalAdapter } from './BootstrapModalAdapter.js';
import { DialogModalAdapter } from './DialogModalAdapter.js';
import { ModalAdapterRegistry } from './ModalAdapterRegistry.js';

/**
 * The page's modal adapters: `dt` (native `<dialog>`) and `bs`, `bs4`, `bs5` (Bootstrap) built in,
 * the keys for which the server renders that markup (lib/wire/modal-adapter-keys.ts).
 * @example
 * import { modalAdapters } from '@vendor/ux-datatables/assets';
 * modalAdapters.register('tailwind', () => new TailwindModalAdapter());
 */
export const modalAdapters = new ModalAdapterRegistry().register(DIALOG_ADAPTER_KEY, () => new DialogModalAdapter());
for (const key of BOOTSTRAP_ADAPTER_KEYS) modalAdapters.register(key, () => new BootstrapModalAdapter());
