import type * as Ejs from 'ejs';
import type * as Yup from 'yup';
import type { DataTablesLogger } from './DataTablesLogger.js';

/** The optional peer modules of the edit form. */
export type OptionalModuleName = 'yup' | 'ejs';

/** Loads an optional module; throwing or rejecting means "not installed". */
export type ModuleLoader = (name: OptionalModuleName) => unknown;

/** The optional peers, loaded. */
export interface OptionalModules {
  yup: typeof Yup | null;
  ejs: typeof Ejs | null;
}

const MARKERS: Record<OptionalModuleName, string> = { yup: 'object', ejs: 'render' };

/** The default loader: a dynamic `import()`, so that a missing peer is not a startup crash. */
export const importModule: ModuleLoader = (name) => import(name);

/**
 * Starts loading `yup` and `ejs` (the router is built synchronously; the first request that needs
 * them waits). When either is missing, the edit-form endpoints are off and ONE warning says why.
 * Never rejects.
 */
export async function loadOptionalModules(load: ModuleLoader, logger: DataTablesLogger): Promise<OptionalModules> {
  const [yup, ejs] = await Promise.all([tryLoad(load, 'yup'), tryLoad(load, 'ejs')]);
  const missing = [yup, ejs].filter((result) => result.module === null);
  if (missing.length > 0) {
    logger.warn(
      `ux-datatables: the edit-form endpoints are disabled (404) because ${missing.map((m) => `"${m.name}" cannot be loaded (${m.reason})`).join(' and ')}; install it to enable inline editing. Data and delete keep working.${ejs.module === null ? ' Template columns render empty cells.' : ''}`,
    );
  }
  return { yup: yup.module as typeof Yup | null, ejs: ejs.module as typeof Ejs | null };
}

async function tryLoad(load: ModuleLoader, name: OptionalModuleName): Promise<{ name: string; module: unknown; reason: string }> {
  try {
    const loaded = (await load(name)) as Record<string, unknown> | null | undefined;
    const module = typeof loaded?.[MARKERS[name]] === 'function' ? loaded : (loaded?.default as Record<string, unknown> | undefined);
    if (typeof module?.[MARKERS[name]] !== 'function') return { name, module: null, reason: 'it is not the expected module' };
    return { name, module, reason: '' };
  } catch (error) {
    return { name, module: null, reason: (error as Error)?.message ?? String(error) };
  }
}
