// A cell saved in place (`POST /datatables/ajax/cell`, docs/editing-in-place.md) on the bench's one
// column edited in place, the title: the request read and checked, and the answers both floors share.
// Only what the bench sends and the specs compare: a title, its rules, the row answered as the data
// endpoint shows it.
import type { Response } from 'express';
import type { BookRow } from './book-form.js';
import { dataRow, Failure, readId, requireToken } from './floor-parts.js';

/** A cell's save as read from its JSON body: the row, the version seen, and the title trimmed or what refuses it. */
export interface CellSave {
  id: number;
  version: number;
  title: { ok: true; value: string } | { ok: false; error: string };
}

/** The body `{ table, id, version, column, value }` read strictly; 400 for anything but a string title and an integer version. */
export function readCellSave(body: Record<string, unknown> | undefined): CellSave {
  requireToken(body?.table, 'edit');
  const { id, version, column, value } = body ?? {};
  if (column !== 'title') throw new Failure(400, 'bad_request', '"column" must name a column edited in place');
  if (typeof value !== 'string') throw new Failure(400, 'bad_request', '"value" must be a string for column "title"');
  if (typeof version !== 'string' || !/^\d+$/.test(version)) throw new Failure(400, 'bad_request', '"version" must be the row\'s "_version" as shown');
  // The library's rules of the title's field: trimmed, required, at most 120 characters.
  const title = value.trim();
  const error = title === '' ? 'Title is a required field' : title.length > 120 ? 'Title must be at most 120 characters' : null;
  return { id: readId(id), version: Number(version), title: error === null ? { ok: true, value: title } : { ok: false, error } };
}

/** 200 `{ row }`: the row as saved, exactly as the data endpoint shows it. */
export function sendRow(res: Response, book: BookRow): void {
  res.set('Cache-Control', 'no-store').json({ row: dataRow(book) });
}

/** 409 `conflict`, with the row as saved now. */
export function sendConflict(res: Response, book: BookRow): void {
  const message = 'The row was changed by someone else meanwhile: column "title" was not saved';
  res.status(409).set('Cache-Control', 'no-store').json({ error: { status: 409, code: 'conflict', message }, row: dataRow(book) });
}

/** 422 `invalid_value`, the title's message under its name. */
export function refuse(res: Response, error: string): void {
  const message = 'The value of column "title" was refused';
  res.status(422).set('Cache-Control', 'no-store').json({ error: { status: 422, code: 'invalid_value', message, fields: { title: [error] } } });
}
