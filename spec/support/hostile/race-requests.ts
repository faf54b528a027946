import { TableTokens } from '../../../lib/security/TableTokens.js';
import { SPEC_SECRET } from '../http-app.js';
import { plainBody } from './hostile-bodies.js';
import type { WireRequest } from './wire-request.js';

const tokens = new TableTokens(SPEC_SECRET);

/** The values one edit submits: every one distinct per submitter, so a mix of two would show. */
export interface BookEdit {
  title: string;
  author: string;
  status: 'draft' | 'published';
  pages: string;
  publishedOn: string;
}

/** The edit submit of a book as the browser sends it (multipart FormData, CSRF header), with the version read before. */
export function editRequest(id: number, version: string, values: BookEdit): WireRequest {
  const fields: Array<[string, string]> = [['_table', tokens.sign('spec-books', 'edit')], ['_id', String(id)], ['_version', version], ...Object.entries(values)];
  return { endpoint: 'editSubmit', method: 'POST', path: '/datatables/ajax/edit-form', csrf: 'valid', mayWrite: true, ...plainBody(fields, 'multipart') };
}

/** The delete of a book as the browser sends it (JSON, CSRF header). */
export function deleteRequest(id: number): WireRequest {
  const fields: Array<[string, unknown]> = [['table', tokens.sign('spec-books', 'delete')], ['id', id]];
  return { endpoint: 'delete', method: 'DELETE', path: '/datatables/ajax/delete', csrf: 'valid', mayWrite: true, ...plainBody(fields, 'json') };
}

/** Edit number `i` of many: its own title, author, page count and date. */
export function distinctEdit(i: number): BookEdit {
  const day = new Date(Date.UTC(2000, 0, 1 + i)).toISOString().slice(0, 10);
  return { title: `Edition ${i}`, author: `Author ${i}`, status: i % 2 === 0 ? 'draft' : 'published', pages: String(100 + i), publishedOn: day };
}
