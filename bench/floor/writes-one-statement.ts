// The second floor's writes: one statement each in the common case, the library's own. The UPDATE (or
// DELETE) carries every condition the read used to check (the key, the version, the delete's
// `displayIf` column; an edit's values differing from the stored ones) and says by its row count
// whether it wrote; only when it matched no row is the row read again, to answer as the library does:
// 404 gone, 403 hidden by `displayIf`, 409 changed meanwhile, 200 for a form saved unchanged. A form
// that fails validation is answered from a read too (404 and 409 come first there, as in the library):
// rare, and not what this floor measures.
import type { Request, Response } from 'express';
import { readBookForm } from './book-form.js';
import { readCellSave, refuse, sendConflict, sendRow } from './cell.js';
import { books, CONFLICT, findBook, Failure, formLocals, hidden, notFound, readId, render, requireCsrf, requireToken, sendForm } from './floor-parts.js';

/** How often a delete is tried when its row was a draft again by the time it was read (the library's count). */
const DELETE_ATTEMPTS = 3;

/** `POST /datatables/ajax/edit-form`: `UPDATE … WHERE id AND version AND (a value differs)`. */
export async function submit(req: Request, res: Response): Promise<void> {
  requireCsrf(req.headers);
  const body = (req.body ?? {}) as Record<string, unknown>;
  requireToken(body._table, 'edit');
  const id = readId(body._id);
  const version = integerOrNull(body._version);
  const form = readBookForm(body);
  if (version !== null && form.ok && (await books.updateCurrent(id, version, form.changes))) {
    res.json({ success: true, id });
    return;
  }
  // Nothing written: say why, in the library's order (404, a missing version, 409, then 422).
  const book = await findBook(id);
  if (version === null) throw new Failure(400, 'bad_request', '"id" must be an integer');
  if (version !== book.version) return sendForm(res, 409, render.body(formLocals(book, {}, CONFLICT)));
  // The row is as the user saw it, and the form valid: it was saved unchanged (nothing to write).
  if (form.ok) {
    res.json({ success: true, id });
    return;
  }
  sendForm(res, 422, render.body(formLocals({ ...form.typed, id, version }, form.errors)));
}

/** `DELETE /datatables/ajax/delete`: `DELETE … WHERE id AND status = 'draft'`. */
export async function remove(req: Request, res: Response): Promise<void> {
  requireCsrf(req.headers);
  requireToken(req.body?.table, 'delete');
  const id = readId(req.body.id);
  for (let attempt = 1; attempt <= DELETE_ATTEMPTS; attempt++) {
    if (await books.deleteDraft(id)) {
      res.json({ success: true, id });
      return;
    }
    const book = await books.find(id);
    if (!book) throw notFound(id);
    if (book.status !== 'draft') throw hidden();
  }
  throw new Failure(409, 'conflict', `The row kept changing: it was not deleted after ${DELETE_ATTEMPTS} attempts`);
}

/**
 * `POST /datatables/ajax/cell`: `UPDATE … SET title = $1 WHERE id = $2 AND version = $3 RETURNING *`, the
 * answer's row from the same statement; read again only when it matched none (404, 409, then 422).
 */
export async function cell(req: Request, res: Response): Promise<void> {
  requireCsrf(req.headers);
  const save = readCellSave(req.body);
  const saved = save.title.ok ? await books.updateTitle(save.id, save.version, save.title.value) : null;
  if (saved) return sendRow(res, saved);
  const book = await findBook(save.id);
  if (book.version !== save.version) return sendConflict(res, book);
  if (!save.title.ok) return refuse(res, save.title.error);
  throw new Failure(409, 'conflict', 'The row kept changing: it was not changed');
}

function integerOrNull(value: unknown): number | null {
  try {
    return readId(value);
  } catch {
    return null;
  }
}
