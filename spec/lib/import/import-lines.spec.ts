import { expect } from 'chai';
import type { Request } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { EditForm } from '../../../lib/form/EditForm.js';
import { RouterContext } from '../../../lib/http/router/RouterContext.js';
import { checkLine, type LineReading } from '../../../lib/import/import-lines.js';
import { SpecNewBookTable } from '../../support/create-tables.js';
import { useTestOrm } from '../../support/database.js';
import { SPEC_SECRET } from '../../support/http-app.js';
import { HTTP_ENTITIES } from '../../support/http-entities.js';

const GERMAN = { headers: { 'accept-language': 'de' }, get: (name: string) => (name.toLowerCase() === 'accept-language' ? 'de' : undefined) } as unknown as Request;

describe('checkLine (an imported line through the create form)', () => {
  let orm: MikroORM;
  let form: EditForm;
  let reading: LineReading;
  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));

  before(async () => {
    const ctx = new RouterContext({ orm, secret: SPEC_SECRET, tables: [SpecNewBookTable], logger: { warn: () => {}, error: () => {} } });
    form = await ctx.editForms.form(ctx.tables.find('spec-new-books')!, 'create');
    // The file's columns: Title, Author, Notes (left out), Status, Featured.
    reading = { fields: ['title', 'author', null, 'status', 'featured'], form, translator: ctx.translator(GERMAN) };
  });

  it('gives the mapped cells to their fields and answers the values converted, as the form\'s submit', async () => {
    expect(await checkLine({ row: 2, cells: ['  Solaris ', 'Lem', 'ignored', 'published', '1'] }, reading)).to.deep.equal({
      row: 2, cells: ['  Solaris ', 'Lem', 'ignored', 'published', '1'], values: { title: 'Solaris', author: 'Lem', status: 'published', featured: true, secretNote: null },
    });
  });

  it('refuses a value a rule refuses, in the user\'s language, keeping the cells for the file of refused lines', async () => {
    const refused = await checkLine({ row: 3, cells: ['Solaris', 'Lem 2', '', 'lost', ''] }, reading);
    expect(refused).to.have.property('cells').that.deep.equals(['Solaris', 'Lem 2', '', 'lost', '']);
    expect(refused).to.have.nested.property('errors.author').that.deep.equals(['An author name has no digits']);
    expect(refused).to.have.nested.property('errors.status[0]').that.matches(/^[A-ZÄÖÜ]/).and.not.match(/must be one of/);
  });

  it('refuses a line whose cells are not as many as the header\'s, saying so in German', async () => {
    expect(await checkLine({ row: 4, cells: ['Solaris', 'Lem'] }, reading)).to.deep.equal({
      row: 4, cells: ['Solaris', 'Lem'], errors: { '': ['Diese Zeile hat 2 Zellen, die Kopfzeile 5.'] },
    });
  });

  it('refuses the line (not the file) holding a NUL character, naming its field', async () => {
    const refused = await checkLine({ row: 5, cells: ['Sola\u0000ris', 'Lem', '', 'draft', ''] }, reading);
    expect(refused).to.have.property('errors').that.has.all.keys('title');
  });

  it('takes the export\'s guard off a formula-like text and keeps it as text; an apostrophe of the user\'s own stays', async () => {
    const guarded = await checkLine({ row: 6, cells: ["'=HYPERLINK(\"x\")", "'Brien", '', 'draft', ''] }, reading);
    expect(guarded).to.have.nested.property('values.title', '=HYPERLINK("x")');
    expect(guarded).to.have.nested.property('values.author', "'Brien");
  });
});
