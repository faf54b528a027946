import { createHmac, timingSafeEqual } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { HttpError } from '../errors/HttpError.js';
import type { BulkEditedRow } from '../wire/bulk-edit.js';

/** What an import's Undo undoes: its table, the end of its window, the rows it created and the rows it updated. */
export interface ImportUndoContent {
  table: string;
  /** The window's end, ms since the epoch. */
  until: number;
  /**
   * The rows created, by the version they were written at (null: the table is not versioned): runs of keys,
   * `[first, count]` naming `count` integer keys from `first` on (a sequence's keys, one run for a whole import),
   * `[key, 1]` any other key.
   */
  created: Array<[string | null, Array<[unknown, number]>]>;
  /** Each row updated: its key, the version the import left it at, and the values it replaced, as the edit form's inputs submit them. */
  updated: BulkEditedRow[];
}

/** Largest content an Undo token may inflate to: far above what `limits.importRows` lines make, far below memory's end. */
const MAX_CONTENT_BYTES = 256 * 1024 * 1024;

/**
 * Seals an import's Undo for the browser to hand back: the content deflated (the keys of a thousand rows
 * created together are a few bytes) and signed, `<content>.<signature>` in base64url, the signature an
 * HMAC-SHA256 under a key derived from the router's secret for this use alone. Opened, a token forged,
 * changed, of another table or past its window is refused before anything is inflated or read.
 */
export class ImportUndoSeal {
  readonly #key: string;

  constructor(key: string) {
    this.#key = key;
  }

  seal(content: ImportUndoContent): string {
    const packed = deflateRawSync(Buffer.from(JSON.stringify(content))).toString('base64url');
    return `${packed}.${this.#signature(packed)}`;
  }

  /** The content of `token` for `table`: 400 malformed, 403 `invalid_token` (forged, another table's), 410 `undo_expired`. */
  open(token: unknown, table: string, now = Date.now()): ImportUndoContent {
    if (typeof token !== 'string' || !/^[\w-]+\.[\w-]+$/.test(token)) throw HttpError.badRequest('"undo" must be the token of an import\'s report', { undo: ['is not an import\'s undo token'] });
    const [packed, signature] = token.split('.');
    const expected = Buffer.from(this.#signature(packed));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw HttpError.forbidden('invalid_token', 'The undo token is not one this server sealed');
    const content = JSON.parse(inflateRawSync(Buffer.from(packed, 'base64url'), { maxOutputLength: MAX_CONTENT_BYTES }).toString()) as ImportUndoContent;
    if (content.table !== table) throw HttpError.forbidden('invalid_token', 'The undo token is another table\'s');
    if (content.until <= now) throw new HttpError(410, 'undo_expired', 'This import can no longer be undone: its window has ended');
    return content;
  }

  #signature(packed: string): string {
    return createHmac('sha256', this.#key).update(`ux-datatables\0import-undo\0${packed}`).digest('base64url');
  }
}

/** Each created row, `[key, version]`, from its runs (a run's count bounded by `limit`: a forged one cannot fill memory). */
export function* createdRows(created: ImportUndoContent['created'], limit: number): Generator<[unknown, string | null]> {
  let given = 0;
  for (const [version, runs] of created) {
    for (const [first, count] of runs) {
      for (let i = 0; i < count; i++) {
        if (++given > limit) return;
        yield [count === 1 ? first : (first as number) + i, version];
      }
    }
  }
}
