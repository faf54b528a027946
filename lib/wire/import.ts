// An import's wire contract (`Action.import([...])`, docs/import.md): three requests, in the order the
// browser's import flow makes them. 1. `POST urls.importView` ({@link ImportViewRequest}): the modal's HTML,
// its form choosing the file and the commitment. 2. `POST urls.importPreview?…` ({@link ImportPreviewQuery};
// the body is the file's bytes, or a CSV's start): 200 {@link ImportPreviewAnswer}, the mapping step. 3. `POST
// urls.import?…` ({@link ImportQuery}; the body is the whole file): 200 {@link ImportReport}, its progress first
// when asked ({@link IMPORT_PROGRESS_TYPE}). Then, within its
// window, `POST urls.importUndo` ({@link ImportUndoRequest}) undoes it: 200 {@link ImportUndone}.

/** The file kinds an import reads. */
export type ImportFormat = 'csv' | 'xlsx';

/** The formats `Action.import([...])` may offer, in this order. */
export const IMPORT_FORMATS: readonly ImportFormat[] = Object.freeze(['csv', 'xlsx']);

/** The text encodings a CSV is read in: told from its first bytes unless the user chose one. */
export type ImportEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** Every {@link ImportEncoding}. */
export const IMPORT_ENCODINGS: readonly ImportEncoding[] = Object.freeze(['utf-8', 'utf-16le', 'utf-16be', 'windows-1252']);

/** The delimiters a CSV is read with, most common first: the comma, the semicolon (Excel where the decimal mark is a comma), tab, bar; told from the file's start unless the user chose one. */
export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;

/** One of {@link CSV_DELIMITERS}. */
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/**
 * What an import does with a line: `create` a row (the default), `update` the row its key names (refused
 * when none does), or `upsert`: update the row its key names, else create one.
 */
export type ImportMode = 'create' | 'update' | 'upsert';

/** Every {@link ImportMode}, the default first. */
export const IMPORT_MODES: readonly ImportMode[] = Object.freeze(['create', 'update', 'upsert']);

/** What an import commits to: nothing written if a line is refused (one transaction), or every valid line written. */
export type ImportCommitment = 'all-or-nothing' | 'valid-lines';

/** Every {@link ImportCommitment}, the default first. */
export const IMPORT_COMMITMENTS: readonly ImportCommitment[] = Object.freeze(['valid-lines', 'all-or-nothing']);

/**
 * Bytes of a CSV's start the browser sends for its preview (the server reads no more of it either): the
 * header, the rows shown and enough to tell the encoding and the delimiter. An XLSX is sent whole.
 */
export const PREVIEW_BYTES = 64 * 1024;

/** The names of the import form's inputs (step 1), which the server's form and the browser's flow share. */
export const IMPORT_INPUTS = Object.freeze({ file: 'file', commitment: 'commitment', mode: 'mode' });

/** The prefix of the mapping step's selects: `column-<n>` names the field the file's n-th column fills ('' leaves it out). */
export const MAPPING_INPUT_PREFIX = 'column-';

/** `POST urls.importView`: the import token, and the page's modal adapter (as a create view's). */
export interface ImportViewRequest {
  table: string;
  adapter?: string;
}

/** The query of `POST urls.importPreview`: the import token and the file's kind; the body is the file (a CSV's first {@link PREVIEW_BYTES}). */
export interface ImportPreviewQuery {
  table: string;
  format: ImportFormat;
  adapter?: string;
}

/**
 * The preview of a file: its header, its first rows, how a CSV is read, the field each column is
 * matched to (by name or by its label in the user's language; null: none), and `body`, the mapping
 * step's form (a select per column, for the modal's body).
 */
export interface ImportPreviewAnswer {
  format: ImportFormat;
  encoding?: ImportEncoding;
  delimiter?: CsvDelimiter;
  headers: string[];
  rows: string[][];
  mapping: Array<string | null>;
  body: string;
}

/**
 * The query of `POST urls.import`; the body is the whole file, streamed. `mapping`: the field each column
 * fills, in the file's order, joined by commas ('' leaves a column out). `request`: the import's key (as a
 * bulk's `requestId`): a retry with it answers the first import's report and imports nothing again.
 */
export interface ImportQuery {
  table: string;
  format: ImportFormat;
  mapping: string;
  commitment: ImportCommitment;
  /** Default `create`. */
  mode?: ImportMode;
  /**
   * `update` and `upsert`: the field the rows are found by, which `mapping` must name: the entity's key (its
   * name, `id`) or a property of the table's entity whose values are unique.
   */
  key?: string;
  encoding?: ImportEncoding;
  delimiter?: CsvDelimiter;
  request?: string;
}

/**
 * The media type an import's answer streams in when the request's `Accept` names it: one JSON object a line,
 * {@link ImportProgressLine}s while its lines are written (about four a second), then `{ report }` (the
 * {@link ImportReport}) or, for a failure met after the first line went out, `{ error }` (an `ErrorBody`'s).
 * A refusal before the import began (a 4xx) and a retry's kept report come as plain JSON.
 */
export const IMPORT_PROGRESS_TYPE = 'application/x-ndjson';

/** How far an import's writing got: the lines read and written (or refused), of `total`, and its pace. */
export interface ImportProgressLine {
  progress: { lines: number; total: number; linesPerSecond: number };
}

/** A refused line in the report: its row as a spreadsheet numbers it, and why, by field ('' the line as a whole). */
export interface ImportRefusal {
  row: number;
  errors: Record<string, string[]>;
}

/** Refused lines the report names one by one; the file of refused lines holds them all. */
export const REPORTED_REFUSALS = 100;

/**
 * What an import did: the lines read (the header aside), the rows created, updated and left unchanged, the lines refused (the first
 * {@link REPORTED_REFUSALS} named in `refusals`), whether anything was kept (all or nothing with a line
 * refused: false), `refusedCsv` the refused lines with why as a CSV (null: none) under `refusedFile`, and
 * `body`, the report for the modal's body, in the user's language.
 */
export interface ImportReport {
  lines: number;
  created: number;
  /** Rows a line changed (`update`, `upsert`), and rows a line named but left as they were. */
  updated: number;
  unchanged: number;
  refused: number;
  committed: boolean;
  /** The import stopped before the file's end, its client gone (Cancel): `lines` says how far it got; kept for a retry with the same `request`. */
  cancelled: boolean;
  refusals: ImportRefusal[];
  refusedCsv: string | null;
  refusedFile: string;
  /** How to undo this import as a whole, until when; null: it kept nothing, or its table's import is not undoable (`setUndoWindow(0)`). */
  undo: ImportUndo | null;
  body: string;
}

/**
 * An import's Undo, as its report hands it to the browser: `token`, the rows it created (each with the
 * version it wrote) and those it updated (each with the version it left and the values it replaced),
 * sealed by the server (deflated, signed: the browser can neither read nor change it), and `until`, the
 * end of its window in ms since the epoch.
 */
export interface ImportUndo {
  token: string;
  until: number;
}

/**
 * Body of `POST urls.importUndo` (JSON): the import token and the report's {@link ImportUndo.token}. Every
 * row the import created is deleted and every row it updated is set back, each only if it is as the
 * import left it (its version): a row changed since is kept as it is and named in {@link ImportUndone.kept}.
 */
export interface ImportUndoRequest {
  table: string;
  undo: string;
}

/** The 200 answer of an Undo: rows deleted and set back, rows kept (`conflict`: changed since; `row_not_found`: gone; `row_in_use`: another row refers to it), and what to tell the user. */
export interface ImportUndone {
  deleted: number;
  restored: number;
  kept: Array<{ id: unknown; code: string }>;
  message: string;
}

/** The report's summary (a status, focusable by script): the browser moves focus to it once the report is shown, the submit button gone. */
export const IMPORT_SUMMARY_ATTRIBUTE = 'data-ux-datatables-import-summary';

/** The report's Undo button: the browser sends the import's undo token when it is pressed. */
export const IMPORT_UNDO_ATTRIBUTE = 'data-ux-datatables-import-undo';

/** The report's link downloading the refused lines: the browser gives it the file as its `href`. */
export const REFUSED_DOWNLOAD_ATTRIBUTE = 'data-ux-datatables-import-refused';
