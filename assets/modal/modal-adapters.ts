import { BootstrapModalAdapter } from './BootstrapModalAdapter.js';
import { DialogModalAdapter } from './DialogModalAdapter.js';
import { ModalAdapterRegistry } from './ModalAdapterRegistry.js';

/**
 * The page's modal adapters: `dt` (native `<dialog>`) and `bs`, `bs4`, `bs5` (Bootstrap) built in.
 * @example
 * import { modalAdapters } from '@vendor/ux-datatables/assets';
 * modalAdapters.register('tailwind', () => new TailwindModalAdapter());
 */
export const modalAdapters = new ModalAdapterRegistry()
  .register('dt', () => new DialogModalAdapter())
  .register('bs', () => new BootstrapModalAdapter())
  .register('bs4', () => new BootstrapModalAdapter())
  .register('bs5', () => new BootstrapModalAdapter());
