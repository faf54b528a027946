import { expect } from 'chai';
import { DriverException } from '@mikro-orm/core';
import { isDatabaseUnavailable, toHttpError } from '../../lib/http/router/error-mapping.js';

describe('toHttpError(error)', () => {
  it('answers 503 to a write on a connection PostgreSQL dropped ("not queryable" was a 500 in the outage drill)', () => {
    const dropped = new DriverException(new Error('Client has encountered a connection error and is not queryable'));
    expect(isDatabaseUnavailable(dropped)).to.equal(true);
    expect(toHttpError(dropped)).to.include({ status: 503, code: 'database_unavailable' });
  });

  it('answers 400, not 503, to input the database cannot store (08P01, 22021)', () => {
    for (const code of ['08P01', '22021', '22P05']) {
      const error = Object.assign(new Error('invalid message format'), { code });
      expect(isDatabaseUnavailable(error)).to.equal(false);
      expect(toHttpError(error)).to.include({ status: 400 });
    }
  });

  it('keeps other connection failures at 503', () => {
    for (const code of ['ECONNREFUSED', '57P01', '08006']) {
      expect(toHttpError(Object.assign(new Error('x'), { code }))).to.include({ status: 503 });
    }
  });
});

describe('toHttpError(error) of a statement sent as SQL text', () => {
  // Regression: the driver's own error (not converted by the ORM) of a one-statement write that a
  // rule of the database refused was a 500 (a delete of a referenced row, an edit to a taken value).
  const driverError = (code: string) => Object.assign(new Error('violates a constraint'), { code, severity: 'ERROR' });

  it('answers 409 row_in_use to a foreign-key violation (23503)', () => {
    expect(toHttpError(driverError('23503'))).to.include({ status: 409, code: 'row_in_use' });
  });

  it('answers 409 conflict to a unique, not-null, check or exclusion violation', () => {
    for (const code of ['23505', '23502', '23514', '23P01']) expect(toHttpError(driverError(code))).to.include({ status: 409, code: 'conflict' });
  });
});
