import { expect } from 'chai';
import request from 'supertest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, seed, SPEC_SECRET } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';

const READ = new TableTokens(SPEC_SECRET).sign('spec-books', 'read');

// A search for a day of the year 0 ("0000-01-01", "0000") was read as that day on a date column and sent
// to PostgreSQL, which has no year 0: "date/time field value out of range", a 500 (found by the export's
// differential campaign). The year 0 names no date: the term is searched as text only.
describe('a search for a day of the year 0', () => {
  let orm: MikroORM;
  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));

  for (const term of ['0000-01-01', '0000-02', '0000', '01/01/0000']) {
    it(`answers "${term}" with the rows it matches as text, never a 5xx`, async () => {
      await seed(orm);
      const { app } = createSpecApp({ orm });
      const response = await request(app).get('/datatables/ajax/data').set('Accept-Language', 'en-US')
        .query({ table: READ, draw: 1, start: 0, length: 10, 'search[value]': term });
      expect(response.status, JSON.stringify(response.body)).to.equal(200);
      expect(response.body.data).to.deep.equal([]);
    });
  }
});
