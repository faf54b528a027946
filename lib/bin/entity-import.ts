import { existsSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { EntitySchema, type EntityMetadata } from '@mikro-orm/core';
import type { OrmModule } from './orm-module.js';
import { UsageError } from './UsageError.js';

/** How a generated table imports its entity. */
export interface EntityImport {
  specifier: string;
  name: string;
}

/** Where {@link entityImport} looks for the entity's source. */
export interface EntityImportOptions {
  /** `--entity-import`: used as written, importing the entity's class name. */
  explicit: string | undefined;
  /** The file the table is written to. */
  outFile: string;
  /** The `--module` file and its exports. */
  moduleFile: string;
  module: OrmModule;
}

/**
 * The entity's import in the table file: `--entity-import` when given; else the file MikroORM recorded
 * the entity in (`meta.path`, known for decorated classes and folder discovery), relative to the table;
 * else the `--module` file when it exports the entity. A UsageError when none tells.
 */
export async function entityImport(meta: EntityMetadata, options: EntityImportOptions): Promise<EntityImport> {
  if (options.explicit !== undefined) return { specifier: options.explicit, name: meta.className };
  const source = sourceFile(meta.path);
  if (source !== null) {
    const exports = (await import(pathToFileURL(source).href)) as OrmModule;
    return { specifier: relativeSpecifier(options.outFile, source), name: exportName(exports, meta) ?? meta.className };
  }
  const name = exportName(options.module, meta);
  if (name !== null) return { specifier: relativeSpecifier(options.outFile, resolve(options.moduleFile)), name };
  throw new UsageError(
    `Cannot tell which file declares entity "${meta.className}" (MikroORM records no path for a defineEntity or EntitySchema, ` +
      `and module "${options.moduleFile}" does not export it): pass --entity-import <specifier>, e.g. --entity-import ../entities/${meta.className}.js`,
  );
}

/** The name the module exports the entity under, or null. */
export function exportName(exports: OrmModule, meta: EntityMetadata): string | null {
  const found = Object.entries(exports).find(([, value]) => isEntity(value, meta));
  return found === undefined ? null : found[0] === 'default' ? null : found[0];
}

/** The entity's class or schema, as the ORM config (or a module) holds it. */
export function isEntity(value: unknown, meta: EntityMetadata): boolean {
  if (typeof value === 'function') return value === meta.class;
  return EntitySchema.is(value) && (value.meta.class === meta.class || value.meta.className === meta.className);
}

/** The absolute source path MikroORM recorded, or null (a class name when the decorator found no file). */
function sourceFile(path: string | undefined): string | null {
  if (!path) return null;
  const file = path.startsWith('file:') ? fileURLToPath(path) : path;
  return isAbsolute(file) && existsSync(file) ? file : null;
}

/** A relative ESM specifier from one file to another, with the extension Node resolves at run time (`.ts` -> `.js`). */
export function relativeSpecifier(from: string, to: string): string {
  const path = relative(dirname(resolve(from)), to).split(sep).join('/').replace(/\.([mc]?)tsx?$/, '.$1js');
  return path.startsWith('.') ? path : `./${path}`;
}
