import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataTablesLogger } from '../config/DataTablesLogger.js';
import { matchLocale } from './negotiate-locale.js';

/**
 * DataTables.net's own interface ("Search:", "Showing 1 to 10 of 57 entries", paging) per locale,
 * from datatables.net-plugins' `i18n/*.json`, which the asset build copies, trimmed to the keys of
 * DataTables.net's core, into `dist/browser/i18n/`. The page view carries the object for its locale
 * (DataTables' `language` option), so it needs no request of its own. Read once per locale.
 */
export class DataTablesLanguages {
  private files: string[] | null = null;
  private readonly loaded = new Map<string, Record<string, unknown> | null>();

  constructor(
    private readonly directory: string,
    private readonly logger: DataTablesLogger,
  ) {}

  /** The `language` object of a locale; null for English without a file of its own (DataTables' built-in text). */
  forLocale(locale: string): Record<string, unknown> | null {
    if (this.loaded.has(locale)) return this.loaded.get(locale)!;
    const file = languageFile(locale, this.available());
    let language: Record<string, unknown> | null = null;
    if (file) {
      try {
        language = Object.freeze(JSON.parse(readFileSync(join(this.directory, `${file}.json`), 'utf8')));
      } catch (error) {
        this.logger.warn(`ux-datatables: DataTables.net's "${file}" translation cannot be read; the table's interface stays in English`, error);
      }
    }
    this.loaded.set(locale, language);
    return language;
  }

  private available(): string[] {
    if (this.files) return this.files;
    try {
      this.files = readdirSync(this.directory).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5));
    } catch {
      this.logger.warn(`ux-datatables: DataTables.net's translations were not built (npm run build:assets); tables' interface stays in English`);
      this.files = [];
    }
    return this.files;
  }
}

/**
 * The datatables.net-plugins file (without `.json`) for a locale: the same tag (`pt-BR`), else the
 * language's file (`de` -> `de-DE`, `ar`), else none. English has DataTables' built-in text unless
 * a file names the exact locale (`en-GB`).
 */
export function languageFile(locale: string, files: readonly string[]): string | null {
  const language = locale.split(/[-_]/)[0].toLowerCase();
  const exact = files.find((file) => file.toLowerCase() === locale.toLowerCase());
  if (exact || language === 'en') return exact ?? null;
  const preferred = files.find((file) => file.toLowerCase() === `${language}-${language}`);
  return preferred ?? matchLocale(locale, files) ?? null;
}
