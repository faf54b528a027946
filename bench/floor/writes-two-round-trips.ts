// The first floor's writes, as the library wrote until issue 16: read the row (404, `displayIf`, the
// version), then one optimistic-locked UPDATE or one DELETE. Two round trips per write.
import type { Request, Response } from 'express';
import { readBookForm } from './book-form.js';
import { readCellSave, refuse, sendConflict, sendRow } from './cell.js';
import { books, CONFLICT, findBook, formLocals, hidden, notFound, readId, render, requireCsrf, requireToken, sendForm } from './floor-parts.js';

/** `POST /datatables/ajax/edit-form`: SELECT, then `UPDATE … WHERE id AND version`. */
export async function submit(req: Request, res: Response): Promise<void> {
  requireCsrf(req.headers);
  const body = (req.body ?? {}) as Record<string, unknown>;
  requireToken(body._table, 'edit');
  const book = await findBook(readId(body._id));
  const version = readId(body._version);
  if (version !== book.version) return sendForm(res, 409, render.body(formLocals(book, {}, CONFLICT)));
  const form = readBookForm(body);
  if (!form.ok) return sendForm(res, 422, render.body(formLocals({ ...form.typed, id: book.id, version }, form.errors)));
  if (!(await books.update(book.id, version, form.changes))) return sendForm(res, 409, render.body(formLocals(await findBook(book.id), {}, CONFLICT)));
  res.json({ success: true, id: book.id });
}

/** `DELETE /datatables/ajax/delete`: SELECT (404, then 403 unless a draft), then `DELETE … WHERE id`. */
export async function remove(req: Request, res: Response): Promise<void> {
  requireCsrf(req.headers);
  requireToken(req.body?.table, 'delete');
  const book = await findBook(readId(req.body.id));
  if (book.status !== 'draft') throw hidden();
  if (!(await books.delete(book.id))) throw notFound(book.id);
  res.json({ success: true, id: book.id });
}

/** `POST /datatables/ajax/cell`: SELECT (404, 409, 422), then `UPDATE … SET title WHERE id AND version RETURNING *`. */
export async function cell(req: Request, res: Response): Promise<void> {
  requireCsrf(req.headers);
  const save = readCellSave(req.body);
  const book = await findBook(save.id);
  if (book.version !== save.version) return sendConflict(res, book);
  if (!save.title.ok) return refuse(res, save.title.error);
  const saved = await books.updateTitle(book.id, save.version, save.title.value);
  if (!saved) return sendConflict(res, await findBook(book.id));
  sendRow(res, saved);
}
