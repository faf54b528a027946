import { expect } from 'chai';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, seed, SPEC_SECRET } from '../support/http-app.js';
import { Book, HTTP_ENTITIES } from '../support/http-entities.js';

const READ = new TableTokens(SPEC_SECRET).sign('spec-books', 'read');
/** The index of `publishedOn` among the spec table's columns. */
const PUBLISHED_ON = 6;

// A date column without a format shows dates in the page's locale (05/05/1964, 05.05.1964), but only
// ISO terms (1964-05-05) found them: a date searched as the table shows it found nothing.
describe('searching a date column as the table shows it, in the request\'s locale', () => {
  let app: Express;

  useTestOrm(HTTP_ENTITIES, async (orm: MikroORM) => {
    ({ app } = createSpecApp({ orm }));
    await seed(orm);
    const em = orm.em.fork();
    em.create(Book, { id: 8, title: 'Little Big Man', author: 'Berger', status: 'published', featured: false, pages: 440, publishedOn: '1964-05-05' });
    await em.flush();
  });

  /** The ids a search finds, globally or in the date column, for a browser sending `Accept-Language`. */
  const found = async (language: string, term: string, where: 'global' | 'column' = 'column'): Promise<number[]> => {
    const query = where === 'global'
      ? { 'search[value]': term }
      : { [`columns[${PUBLISHED_ON}][data]`]: 'publishedOn', [`columns[${PUBLISHED_ON}][search][value]`]: term };
    const res = await request(app).get('/datatables/ajax/data').set('Accept-Language', language).query({ table: READ, ...query }).expect(200);
    return res.body.data.map((row: { id: number }) => row.id);
  };

  it('finds 05/05/1964 in a German and in an English request', async () => {
    expect(await found('de-DE,de;q=0.9', '05.05.1964')).to.deep.equal([8]);
    expect(await found('de-DE,de;q=0.9', '05/05/1964')).to.deep.equal([8]);
    expect(await found('en-US,en;q=0.9', '05/05/1964')).to.deep.equal([8]);
    expect(await found('en-GB,en;q=0.9', '05/05/1964')).to.deep.equal([8]);
    expect(await found('de', '05.05.1964', 'global')).to.deep.equal([8]);
  });

  it('reads day and month in the order the locale shows them', async () => {
    // 1989-05-26 is 26.05.1989 in German, 26/05/1989 in French and British English, 05/26/1989 in American English.
    expect(await found('de', '26.05.1989')).to.deep.equal([6]);
    expect(await found('fr-FR,fr', '26/05/1989')).to.deep.equal([6]);
    expect(await found('en-GB,en;q=0.8', '26/05/1989')).to.deep.equal([6]);
    expect(await found('en-US,en;q=0.8', '05/26/1989')).to.deep.equal([6]);
    expect(await found('en-US,en;q=0.8', '26/05/1989')).to.deep.equal([]);
    expect(await found('de', '05/26/1989')).to.deep.equal([]);
    // 1951-05-01: 01.05.1951 in German is the first of May, not the fifth of January.
    expect(await found('de', '01.05.1951')).to.deep.equal([4]);
    expect(await found('en-US', '05/01/1951')).to.deep.equal([4]);
  });

  it('finds a month as the locale writes it, and a year, as ISO terms do', async () => {
    expect(await found('de', '05.1989')).to.deep.equal([6]);
    expect(await found('en-US', '05/1951')).to.deep.equal([4]);
    expect(await found('fr', '07/1984')).to.deep.equal([3]);
    expect(await found('de', '1964')).to.deep.equal([8]);
    expect(await found('de', '1964-05-05')).to.deep.equal([8]);
  });

  it('matches nothing, without an error, for a day that does not exist', async () => {
    expect(await found('de', '31.02.1989')).to.deep.equal([]);
    expect(await found('en-US', '13/01/1989')).to.deep.equal([]);
    expect(await found('de', '26.05.1989', 'global')).to.deep.equal([6]);
  });
});
