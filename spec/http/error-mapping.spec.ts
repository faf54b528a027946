import { expect } from 'chai';
import { DriverException } from '@mikro-orm/core';
import { isDatabaseUnavailable, toHttpError } from '../../lib/http/error-mapping.js';

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
