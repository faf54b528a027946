import { expect } from 'chai';
import express from 'express';
import request from 'supertest';
import { ConnectionException, OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { HttpError } from '../../lib/index.js';
import { isDatabaseUnavailable } from '../../lib/http/router/error-mapping.js';
import { errorMiddleware } from '../../lib/http/router/error-middleware.js';
import { leaksNothing, recordingLogger } from '../support/http-app.js';

describe('errorMiddleware(logger)', () => {
  const answer = async (error: unknown) => {
    const logger = recordingLogger();
    const app = express().get('/', () => {
      throw error;
    }).use(errorMiddleware(logger));
    const res = await request(app).get('/');
    return { res, logger };
  };

  it('writes an HttpError as { error: { status, code, message, fields } }', async () => {
    const { res, logger } = await answer(HttpError.badRequest('"start" must be an integer', { start: ['must be an integer'] }));
    expect(res.status).to.equal(400);
    expect(res.body).to.deep.equal({ error: { status: 400, code: 'bad_request', message: '"start" must be an integer', fields: { start: ['must be an integer'] } } });
    expect(res.headers['cache-control']).to.equal('no-store');
    expect(logger.errors).to.deep.equal([]);
  });

  it('hides an unexpected error behind a generic 500 and logs it', async () => {
    const internal = new Error('select * from "book" where secret = 1');
    const { res, logger } = await answer(internal);
    expect(res.status).to.equal(500);
    expect(res.body).to.deep.equal({ error: { status: 500, code: 'internal_error', message: 'Internal error' } });
    expect(logger.errors).to.have.length(1);
    expect(logger.errors[0][1]).to.equal(internal);
  });

  it('never sends the message of a 5xx HttpError', async () => {
    const { res } = await answer(new HttpError(500, 'boom', 'at Object.<anonymous> (/srv/app.ts:1:1)'));
    expect(res.body.error.message).to.equal('Internal error');
    expect(leaksNothing(res.body)).to.equal(true);
  });

  it('maps connection failures to 503 database_unavailable', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const { res } = await answer(refused);
    expect(res.status).to.equal(503);
    expect(res.body.error).to.deep.equal({ status: 503, code: 'database_unavailable', message: 'The database is unavailable; try again later' });
  });

  it('maps an optimistic lock failure and a unique violation to 409', async () => {
    expect((await answer(OptimisticLockError.lockFailed('Book'))).res.body.error).to.include({ status: 409, code: 'conflict' });
    const unique = new UniqueConstraintViolationException(Object.assign(new Error('duplicate key value violates "book_pkey"'), { code: '23505' }));
    const { res } = await answer(unique);
    expect(res.status).to.equal(409);
    expect(leaksNothing(res.body)).to.equal(true);
    expect(JSON.stringify(res.body)).not.to.include('book_pkey');
  });

  describe('isDatabaseUnavailable(error)', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', '57P01', '08006', '53300']) {
      it(`is true for code ${code}`, () => {
        expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).to.equal(true);
      });
    }

    it("is true for MikroORM's ConnectionException and a terminated connection", () => {
      expect(isDatabaseUnavailable(new ConnectionException(new Error('x')))).to.equal(true);
      expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).to.equal(true);
    });

    it('is false for a query error', () => {
      expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).to.equal(false);
    });
  });
});
