import { expect } from 'chai';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { MOST_RELATED_IDS, SMALL_RELATION } from '../../lib/wire/relation-options.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage, type SpecSession } from '../support/http-app.js';
import { Label, Novel, RELATION_ENTITIES, Writer } from '../support/relation-entities.js';
import { RELATION_TABLES, seedRelations } from '../support/relation-tables.js';

/** Name/value pairs of a submitted form, in order: a ManyToMany repeats its name. */
type Pairs = [string, string][];

describe('Relation fields (edit and create forms)', () => {
  let orm: MikroORM;
  let app: Express;
  let sessions: Record<string, SpecSession>;
  useTestOrm(RELATION_ENTITIES, (opened) => {
    orm = opened;
    app = createSpecApp({ orm, tables: RELATION_TABLES }).app;
  });

  beforeEach(async () => {
    await seedRelations(orm);
    await orm.em.getConnection().execute(`select setval(pg_get_serial_sequence('${orm.config.get('schema')}.novel', 'id'), 100)`);
    sessions = { 'spec-novels': await openPage(app, 'spec-novels'), 'spec-novels-few': await openPage(app, 'spec-novels-few') };
  });

  const editView = (table = 'spec-novels', id = 1) => sessions[table].agent.post('/datatables/ajax/edit-form/view').send({ table: sessions[table].view.tokens.edit, id }).expect(200);
  const createView = (table = 'spec-novels') => sessions[table].agent.post('/datatables/ajax/create-form/view').send({ table: sessions[table].view.tokens.create }).expect(200);
  const multipart = (path: string, table: string, pairs: Pairs) => {
    const session = sessions[table];
    const req = session.agent.post(path).set('X-CSRF-Token', session.csrf);
    for (const [name, value] of pairs) req.field(name, value);
    return req;
  };
  /** The edit form of novel `id` as submitted: its title and pages as stored unless `changes` name them. */
  const edit = (changes: Pairs, { table = 'spec-novels', id = '1', version = '1' } = {}) => {
    const kept: Pairs = ([['title', 'Dune'], ['pages', '412']] as Pairs).filter(([name]) => !changes.some(([changed]) => changed === name));
    return multipart('/datatables/ajax/edit-form', table, [['_table', sessions[table].view.tokens.edit!], ['_id', id], ['_version', version], ...kept, ...changes]);
  };
  const create = (pairs: Pairs, table = 'spec-novels') =>
    multipart('/datatables/ajax/create-form', table, [['_table', sessions[table].view.tokens.create!], ...pairs]);
  const novel = async (id: number) => {
    const found = await orm.em.fork().findOneOrFail(Novel, { id }, { populate: ['labels', 'writer'] });
    return { writer: found.writer?.id ?? null, labels: found.labels.getItems().map((label) => label.id).sort(), version: found.version, title: found.title };
  };
  const pivotRows = async (id: number) =>
    (await orm.em.getConnection().execute<{ label_id: number }[]>(`select label_id from "${orm.config.get('schema')}".novel_labels where novel_id = ? order by label_id`, [id])).map((row) => row.label_id);

  describe('the form', () => {
    it('shows a large single relation as a combobox holding its current row, clearable when nullable', async () => {
      const html = (await editView()).text;
      expect(html).to.include('<div class="uxdt-relation" data-ux-datatables-relation data-options-url="/datatables/ajax/options?table=spec-novels.options.');
      expect(html).to.include('&amp;column=writer" data-multiple="false">');
      expect(html).to.include('<input type="hidden" name="writer" value="1">');
      expect(html).to.match(/<input type="text" id="ux-datatables-field-writer" class="uxdt-input" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="ux-datatables-field-writer-listbox" autocomplete="off" value="Writer 01">/);
      expect(html).to.include('<ul role="listbox" id="ux-datatables-field-writer-listbox" class="uxdt-relation__listbox" hidden></ul>');
      expect(html).to.include('data-ux-datatables-relation-clear aria-label="Clear Writer">×</button>');
    });

    it('shows a ManyToMany as chips after one empty input, then a combobox', async () => {
      const html = (await editView()).text;
      expect(html).to.include('&amp;column=labels" data-multiple="true">');
      const chips = html.slice(html.indexOf('<input type="hidden" name="labels" value="">'));
      expect(chips).to.match(/^<input type="hidden" name="labels" value="">\s*<ul class="uxdt-chips">\s*<li class="uxdt-chip"><span>Classic<\/span><button type="button" class="[^"]*" data-ux-datatables-chip-remove aria-label="Remove Classic">×<\/button><input type="hidden" name="labels" value="1"><\/li>\s*<li class="uxdt-chip"><span>Noir<\/span>/);
      expect(html).to.include('role="combobox"');
    });

    it(`shows a single relation whose scope allows at most ${SMALL_RELATION} rows as a plain select, required without an empty option`, async () => {
      const html = (await editView('spec-novels-few')).text;
      expect(html).to.match(/<select id="ux-datatables-field-writer" class="uxdt-input" name="writer" required aria-required="true">\s*<option value="61">Hidden writer<\/option>\s*<option value="1" selected>Writer 01<\/option>\s*<option value="2">Writer 02<\/option>\s*<option value="3">Writer 03<\/option>\s*<\/select>/);
      expect(html).to.not.include('data-ux-datatables-relation');
    });

    it('never makes a field of a path column', async () => {
      expect((await editView()).text).to.not.include('name="writer.name"');
    });

    it('gives the create form empty relation fields, in Bootstrap markup too', async () => {
      const html = (await createView()).text;
      expect(html).to.include('<input type="hidden" name="writer" value="">');
      expect(html).to.include('<input type="hidden" name="labels" value="">');
      const session = sessions['spec-novels'];
      const bs5 = (await session.agent.post('/datatables/ajax/create-form/view').send({ table: session.view.tokens.create, adapter: 'bs5' }).expect(200)).text;
      expect(bs5).to.match(/<input type="text" id="ux-datatables-field-writer" class="form-control" role="combobox"/);
      expect(bs5).to.include('data-ux-datatables-relation');
    });

    it('fills a relation field from the table\'s createDefaults, labelled (the select\'s row chosen)', async () => {
      const html = (await createView('spec-novels-few')).text;
      const select = html.slice(html.indexOf('<select id="ux-datatables-field-writer"'), html.indexOf('</select>'));
      expect(select).to.include('<option value="2" selected>Writer 02</option>');
      expect(select.match(/selected/g)).to.have.length(1);
    });

    it('shows the stored row even when the scope no longer offers it', async () => {
      await orm.em.getConnection().execute(`update "${orm.config.get('schema')}".novel set writer_id = 61 where id = 1`);
      const html = (await editView()).text;
      expect(html).to.include('<input type="hidden" name="writer" value="61">');
      expect(html).to.include('value="Hidden writer"');
    });
  });

  describe('editing', () => {
    it('changes the writer (only the foreign key and the version move)', async () => {
      const response = await edit([['writer', '7'], ['labels', ''], ['labels', '1'], ['labels', '2']]).expect(200);
      expect(response.body).to.deep.equal({ success: true, id: 1 });
      expect(await novel(1)).to.deep.equal({ writer: 7, labels: [1, 2], version: 2, title: 'Dune' });
    });

    it('replaces the ManyToMany rows (the pivot holds exactly the chosen ones)', async () => {
      await edit([['writer', '1'], ['labels', ''], ['labels', '3'], ['labels', '2'], ['labels', '3']]).expect(200);
      expect(await pivotRows(1)).to.deep.equal([2, 3]);
      await edit([['writer', '1'], ['labels', '']], { version: String((await novel(1)).version) }).expect(200);
      expect(await pivotRows(1)).to.deep.equal([]);
    });

    it('writes nothing when saved unchanged (the version stays)', async () => {
      await edit([['writer', '1'], ['labels', ''], ['labels', '2'], ['labels', '1']]).expect(200);
      expect((await novel(1)).version).to.equal(1);
    });

    it('clears a nullable relation', async () => {
      await edit([['writer', ''], ['labels', '']]).expect(200);
      expect(await novel(1)).to.include({ writer: null });
    });

    it('refuses a required relation left empty with the required message (422), writing nothing', async () => {
      const response = await edit([['writer', '']], { table: 'spec-novels-few' }).expect(422);
      expect(response.text).to.include('Writer is a required field');
      expect(await novel(1)).to.include({ writer: 1, version: 1 });
    });

    it('refuses a row outside the scope like one that does not exist (422 naming the field), writing nothing', async () => {
      for (const writer of ['61', '999']) {
        const response = await edit([['writer', writer], ['labels', ''], ['title', 'Changed']]).expect(422);
        expect(response.text).to.include('id="ux-datatables-field-writer-errors"');
        expect(response.text).to.include('This choice does not exist or cannot be chosen.');
        // The refused form never shows the label of a row the scope hides.
        expect(response.text).to.not.include('Hidden writer');
      }
      expect(await novel(1)).to.deep.equal({ writer: 1, labels: [1, 2], version: 1, title: 'Dune' });
    });

    it('keeps accepting a stored row the scope no longer offers', async () => {
      await orm.em.getConnection().execute(`update "${orm.config.get('schema')}".novel set writer_id = 61 where id = 1`);
      await edit([['writer', '61'], ['labels', ''], ['title', 'Dune II']]).expect(200);
      expect(await novel(1)).to.include({ writer: 61 });
    });

    it('refuses a value of another type than the related key (422 naming the field)', async () => {
      for (const writer of ['abc', '1.5', '99999999999', '-']) {
        const response = await edit([['writer', writer], ['labels', '']]).expect(422);
        expect(response.text).to.include('id="ux-datatables-field-writer-errors"');
      }
      const response = await edit([['writer', '1'], ['labels', 'x']]).expect(422);
      expect(response.text).to.include('id="ux-datatables-field-labels-errors"');
      expect((await novel(1)).version).to.equal(1);
    });

    it('refuses two values for a single relation (422)', async () => {
      await edit([['writer', '1'], ['writer', '2'], ['labels', '']]).expect(422);
    });

    it(`refuses more than ${MOST_RELATED_IDS} related rows, 10,000 of them too (422), before looking any up`, async () => {
      const session = sessions['spec-novels'];
      const labels = Array.from({ length: 10_000 }, (_, i) => String(i + 1));
      const response = await session.agent.post('/datatables/ajax/edit-form').set('X-CSRF-Token', session.csrf)
        .send({ _table: session.view.tokens.edit, _id: '1', _version: '1', title: 'Dune', pages: '412', writer: '1', labels }).expect(422);
      expect(response.text).to.include('Too many entries chosen: at most 100.');
      expect(await pivotRows(1)).to.deep.equal([1, 2]);
    });

    it('refuses a related row deleted since the form opened (422 naming the field)', async () => {
      await orm.em.fork().nativeDelete(Label, { id: 3 });
      const response = await edit([['writer', '1'], ['labels', '1'], ['labels', '3']]).expect(422);
      expect(response.text).to.include('id="ux-datatables-field-labels-errors"');
      expect(await pivotRows(1)).to.deep.equal([1, 2]);
    });

    it('moves the version on a change of the ManyToMany alone, so a form opened before it is a conflict', async () => {
      await edit([['writer', '1'], ['labels', '3']]).expect(200);
      expect(await novel(1)).to.include({ version: 2 });
      await edit([['writer', '1'], ['labels', '1']]).expect(409);
      expect(await pivotRows(1)).to.deep.equal([3]);
    });

    it('answers a stale version with the conflict form, writing nothing', async () => {
      await edit([['writer', '5'], ['labels', '']]).expect(200);
      const response = await edit([['writer', '9'], ['labels', '']]).expect(409);
      expect(response.text).to.include('<input type="hidden" name="_version" value="2">');
      expect(await novel(1)).to.include({ writer: 5, version: 2 });
    });

    it('shows beside each relation field the rows saved meanwhile, labelled, with their "use theirs" value', async () => {
      await edit([['writer', '5'], ['labels', ''], ['labels', '3']]).expect(200);
      const response = await edit([['writer', '9'], ['labels', ''], ['labels', '1']]).expect(409);
      const html = response.text;
      expect(html).to.include('<span>Saved meanwhile: Writer 05</span>');
      expect(html).to.include('data-ux-datatables-use-theirs="ux-datatables-field-writer" value="[{&#34;id&#34;:&#34;5&#34;,&#34;label&#34;:&#34;Writer 05&#34;}]"');
      expect(html).to.include('<span>Saved meanwhile: Short</span>');
      expect(html).to.include('data-ux-datatables-use-theirs="ux-datatables-field-labels" value="[{&#34;id&#34;:&#34;3&#34;,&#34;label&#34;:&#34;Short&#34;}]"');
      // What the user chose stays chosen: saving again replaces the row as saved now.
      expect(html).to.include('<input type="hidden" name="writer" value="9">');
    });

    it('shows a small relation\'s saved row as the key its plain select takes, and none where the field holds the rows saved', async () => {
      await edit([['writer', '2']], { table: 'spec-novels-few' }).expect(200);
      const stale = (await edit([['writer', '3']], { table: 'spec-novels-few' }).expect(409)).text;
      expect(stale).to.include('<span>Saved meanwhile: Writer 02</span>');
      expect(stale).to.include('data-ux-datatables-use-theirs="ux-datatables-field-writer" value="2"');
      const same = (await edit([['writer', '2'], ['title', 'Dune, again']], { table: 'spec-novels-few' }).expect(409)).text;
      expect(same).to.not.include('data-ux-datatables-use-theirs="ux-datatables-field-writer"');
    });
  });

  describe('creating', () => {
    it('creates a row with a writer and three labels', async () => {
      const response = await create([['title', 'Ulysses'], ['writer', '12'], ['labels', ''], ['labels', '1'], ['labels', '2'], ['labels', '3']]).expect(201);
      const id = response.body.id as number;
      expect(await novel(id)).to.deep.equal({ writer: 12, labels: [1, 2, 3], version: 1, title: 'Ulysses' });
      expect(await pivotRows(id)).to.deep.equal([1, 2, 3]);
    });

    it('creates a row with no relation at all (none chosen)', async () => {
      const response = await create([['title', 'Alone'], ['writer', ''], ['labels', '']]).expect(201);
      expect(await novel(response.body.id as number)).to.include({ writer: null });
    });

    it('refuses a row out of scope or unknown (422), creating nothing', async () => {
      const before = await orm.em.fork().count(Novel, {});
      await create([['title', 'Nope'], ['writer', '61'], ['labels', '']]).expect(422);
      await create([['title', 'Nope'], ['writer', ''], ['labels', '1'], ['labels', '77']]).expect(422);
      await create([['title', 'Nope'], ['writer', '']], 'spec-novels-few').expect(422);
      expect(await orm.em.fork().count(Novel, {})).to.equal(before);
    });

    it('answers a related row deleted before the write with a 422, never a 500', async () => {
      // The check passed, then the row went: the database's foreign key refuses the write.
      const writers = await orm.em.fork().count(Writer, {});
      expect(writers).to.be.greaterThan(0);
      await orm.em.fork().nativeDelete(Writer, { id: 20 });
      const response = await create([['title', 'Late'], ['writer', '20'], ['labels', '']]);
      expect(response.status).to.equal(422);
    });
  });
});
