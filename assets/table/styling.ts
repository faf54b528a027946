// Import order matters: the snapshot module runs before the Bootstrap 5 integration changes
// DataTables.net's global defaults, which are then put back. Each table asks for the Bootstrap
// styling explicitly, so other DataTables on the page keep theirs.
import { baseStyling, restoreStyling, snapshotStyling } from './styling-snapshot.js';
import 'datatables.net-bs5';
import type { StyleFramework } from '../modal/detectStyleFramework.js';
import { BOOTSTRAP_ADAPTER_KEY } from '../../lib/wire/modal-adapter-keys.js';

const bootstrap5Styling = snapshotStyling();
restoreStyling(baseStyling);

/** Per-table DataTables.net options for the page's CSS framework (`dt` keeps the defaults). */
export function stylingOptions(framework: StyleFramework): Record<string, unknown> {
  if (framework !== BOOTSTRAP_ADAPTER_KEY) return {};
  return { renderer: bootstrap5Styling.renderer, classes: structuredClone(bootstrap5Styling.classes) };
}
