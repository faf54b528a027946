// Both floors create the same way: the form read as the library reads it, then ONE `INSERT … RETURNING`
// (a new row is one statement either way). 201 `{ success, id }`; 422 the body, as the library answers.
import type { Request, Response } from 'express';
import { readBookForm } from './book-form.js';
import { books, formLocals, render, requireCsrf, requireToken, sendForm } from './floor-parts.js';

/** `POST /datatables/ajax/create-form`: the create token, the CSRF check, the form, one INSERT. */
export async function create(req: Request, res: Response): Promise<void> {
  requireCsrf(req.headers);
  const body = (req.body ?? {}) as Record<string, unknown>;
  requireToken(body._table, 'create');
  const form = readBookForm(body);
  if (!form.ok) return sendForm(res, 422, render.body(formLocals({ ...form.typed, id: 0, version: 0 }, form.errors)));
  res.status(201).json({ success: true, id: await books.insert(form.changes) });
}
