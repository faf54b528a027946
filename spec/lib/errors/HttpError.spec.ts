import { expect } from 'chai';
import { HttpError } from '../../../lib/errors/HttpError.js';
import { DataTablesError } from '../../../lib/errors/DataTablesError.js';

describe('HttpError', () => {
  it('carries status, code, message and fields, and is a DataTablesError named "HttpError"', () => {
    const error = new HttpError(422, 'invalid', 'Invalid', { title: ['Required'] });
    expect(error).to.be.an.instanceOf(DataTablesError);
    expect([error.name, error.status, error.code, error.message]).to.deep.equal(['HttpError', 422, 'invalid', 'Invalid']);
    expect(error.fields).to.deep.equal({ title: ['Required'] });
  });

  it('exposes its message only below status 500', () => {
    expect(new HttpError(499, 'x', 'm').expose).to.equal(true);
    expect(new HttpError(500, 'x', 'm').expose).to.equal(false);
    expect(new HttpError(503, 'x', 'm').expose).to.equal(false);
  });

  describe('factories', () => {
    it('.badRequest(message, fields) is 400 bad_request', () => {
      const error = HttpError.badRequest('Bad', { id: ['Not a number'] });
      expect([error.status, error.code, error.message, error.fields]).to.deep.equal([400, 'bad_request', 'Bad', { id: ['Not a number'] }]);
    });

    it('.forbidden(code, message) is 403 with that code', () => {
      expect([HttpError.forbidden('csrf_invalid', 'No').status, HttpError.forbidden('csrf_invalid', 'No').code]).to.deep.equal([403, 'csrf_invalid']);
    });

    it('.notFound(code, message) is 404 with that code', () => {
      const error = HttpError.notFound('table_not_found', 'Nope');
      expect([error.status, error.code, error.message]).to.deep.equal([404, 'table_not_found', 'Nope']);
    });

    it('.forRow(table, id) is 404 row_not_found quoting the table and the identifier as JSON', () => {
      const error = HttpError.forRow('books', '7');
      expect([error.status, error.code]).to.deep.equal([404, 'row_not_found']);
      expect(error.message).to.equal('No row with identifier "7" in table "books"');
    });
  });
});
