import { expect } from 'chai';
import type { Response } from 'supertest';
import { refusalProblems } from './hostile-invariants.js';

/**
 * Checks the answer of a row change made outside a form (a cell in place, an application's action): a 200,
 * or a 4xx in the library's error shape (a 409 conflict also carrying the row), JSON, never a 500.
 * Answers whether it was refused (the caller then checks that nothing was written).
 */
export function expectRowChangeAnswer(response: Response): boolean {
  expect(response.status, response.text.slice(0, 300)).to.be.oneOf([200, 400, 403, 404, 409, 413, 415, 422]);
  expect(response.headers['content-type']).to.match(/^application\/json/);
  if (response.status === 200) return false;
  const { row, ...error } = response.body as { row?: unknown };
  if (response.status === 409 && row !== undefined) expect(row).to.be.an('object');
  expect(refusalProblems({ status: response.status, headers: response.headers, text: JSON.stringify(error), json: error })).to.deep.equal([]);
  return true;
}
