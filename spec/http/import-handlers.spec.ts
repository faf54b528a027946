import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthorizationContext, RealtimeUpdate } from '../../lib/index.js';
import type { RequestLimits } from '../../lib/http/router/RequestLimits.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import type { ImportPreviewAnswer, ImportReport } from '../../lib/wire/import.js';
import { SpecImportShelfTable, SpecShelfTable, Shelf, onlyTakenShelf } from '../support/create-tables.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, leaksNothing, openPage, SPEC_SECRET, type SpecSession } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';

const tokens = new TableTokens(SPEC_SECRET);
const IMPORT = tokens.sign('spec-shelves-import', 'import');

/** Two good lines, a line of the wrong width, a name left empty, a code another shelf holds, a formula and markup kept as text. */
const MIXED = 'Code,Name\r\nA1,Fiction\r\nA2\r\nA3,\r\nTAKEN,Poetry\r\nA5,=SUM(A1:A2)\r\nA6,<script>alert(1)</script>\r\n';

interface Opened {
  session: SpecSession;
  published: RealtimeUpdate[];
  asked: AuthorizationContext['action'][];
}

describe('Import endpoints: view, preview and import', () => {
  let orm: MikroORM;
  useTestOrm([...HTTP_ENTITIES, Shelf], (opened) => (orm = opened));

  beforeEach(() => onlyTakenShelf(orm));

  async function open(options: { limits?: Partial<RequestLimits>; refuse?: AuthorizationContext['action'] } = {}): Promise<Opened> {
    const published: RealtimeUpdate[] = [];
    const asked: AuthorizationContext['action'][] = [];
    const { app } = createSpecApp({
      orm, tables: [SpecImportShelfTable, SpecShelfTable], limits: { mutationsPerMinute: 0, ...options.limits },
      authorize: ({ action }) => (asked.push(action), action !== options.refuse),
      publisher: { publish: async (update) => void published.push(update) },
    });
    return { session: await openPage(app, 'spec-shelves-import'), published, asked };
  }

  function upload({ session }: Opened, path: 'preview' | '', query: Record<string, string>, body: Buffer | string) {
    const url = `/datatables/ajax/import${path ? `/${path}` : ''}?${new URLSearchParams({ table: IMPORT, ...query })}`;
    return session.agent.post(url).set('X-CSRF-Token', session.csrf).set('Content-Type', 'text/csv').send(Buffer.from(body));
  }
  const codes = async () => (await orm.em.fork().find(Shelf, {}, { orderBy: { code: 'asc' } })).map(({ code, name }) => `${code}:${name}`);

  it('gives a table with Action.import() its button, URLs and token, and no other table any', async () => {
    const opened = await open();
    const { view } = opened.session;
    expect(view.table.toolbar?.map((action) => action.type)).to.deep.equal(['CREATE', 'IMPORT']);
    expect(view.tokens.import).to.equal(IMPORT);
    expect(view.urls).to.include({ importView: '/datatables/ajax/import/view', importPreview: '/datatables/ajax/import/preview', import: '/datatables/ajax/import' });
    expect(view.i18n.messages).to.have.property('import.uploading');
    const { session: other } = { session: await openPage(createSpecApp({ orm, tables: [SpecShelfTable] }).app, 'spec-shelves') };
    expect(other.view.urls).not.to.have.property('import');
    expect(other.view.tokens).not.to.have.property('import');
    expect(other.view.i18n.messages).not.to.have.property('import.uploading');
  });

  it('opens the modal: a file input taking the formats, the commitment, in the request\'s language', async () => {
    const { session } = await open();
    const html = (await session.agent.post('/datatables/ajax/import/view').send({ table: IMPORT }).expect(200)).text;
    expect(html).to.match(/<input id="ux-datatables-edit-form-file"[^>]* type="file"[^>]* accept="\.csv,text\/csv,\.xlsx,[^"]+"/);
    expect(html).to.contain('name="commitment"').and.contain('value="all-or-nothing"').and.contain('>Import</button>');
    const german = (await session.agent.post('/datatables/ajax/import/view').set('Accept-Language', 'de').send({ table: IMPORT }).expect(200)).text;
    expect(german).not.to.contain('Import rows from a file').and.not.to.contain('>Import</button>');
  });

  it('refuses a create token, a table without an import, and a request without the import token', async () => {
    const { session } = await open();
    const view = (table: string) => session.agent.post('/datatables/ajax/import/view').send({ table });
    expect((await view(tokens.sign('spec-shelves-import', 'create'))).status).to.be.oneOf([401, 403]);
    expect((await view(tokens.sign('spec-shelves', 'import'))).body.error.code).to.equal('action_not_declared');
    const bare = await session.agent.post('/datatables/ajax/import/view').send({}).expect(400);
    expect(bare.body.error.fields).to.have.property('table');
  });

  it('previews a CSV: its header, first rows, encoding and delimiter, each column matched to a field by name or label, the file\'s text escaped', async () => {
    const opened = await open();
    const answer = (await upload(opened, 'preview', { format: 'csv' }, 'name;CODE;<b>x</b>\r\nFiction;A1;1\r\n').expect(200)).body as ImportPreviewAnswer;
    expect(answer).to.deep.include({ format: 'csv', encoding: 'utf-8', delimiter: ';', headers: ['name', 'CODE', '<b>x</b>'], rows: [['Fiction', 'A1', '1']], mapping: ['name', 'code', null] });
    expect(answer.body).to.contain('&lt;b&gt;x&lt;/b&gt;').and.not.contain('<b>x</b>');
    expect(answer.body).to.match(/<select id="ux-datatables-edit-form-column-1" class="uxdt-input" name="column-1" aria-describedby="ux-datatables-edit-form-column-1-samples"><option value="">Leave out<\/option><option value="code" selected>Code<\/option>/);
    expect(answer.body).to.contain('>First values: A1</small>');
  });

  it('refuses an empty file and a file that is not what its format says, naming why (422)', async () => {
    const opened = await open();
    expect((await upload(opened, 'preview', { format: 'csv' }, '').expect(422)).body.error.code).to.equal('unreadable_file');
    const notXlsx = await upload(opened, 'preview', { format: 'xlsx' }, 'Code,Name\r\nA1,One\r\n').expect(422);
    expect(notXlsx.body.error.message).to.match(/not an XLSX/);
  });

  it('imports the valid lines: a report with every refused line and why, the refused lines as a CSV, the batch published', async () => {
    const opened = await open();
    const report = (await upload(opened, '', { format: 'csv', mapping: 'code,name' }, MIXED).expect(200)).body as ImportReport;
    expect(report).to.include({ lines: 6, created: 3, refused: 3, committed: true });
    expect(report.refusals.map(({ row, errors }) => [row, Object.keys(errors)])).to.deep.equal([[3, ['']], [4, ['name']], [5, ['code']]]);
    expect(report.refusedCsv).to.contain('Code,Name,Why refused').and.contain('TAKEN,Poetry,Code: Another row already has this value.');
    expect(report.body).to.contain('3 rows created, 3 lines refused.').and.contain('Line 4: Name:');
    // A formula and markup are stored as the text they are, never evaluated.
    expect(await codes()).to.deep.equal(['A1:Fiction', 'A5:=SUM(A1:A2)', 'A6:<script>alert(1)</script>', 'TAKEN:Already here']);
    // One batch, refused by the database (the taken code) and written line by line: one change naming the three rows.
    expect(opened.published.map((update) => [update.data.action, update.data.ids?.length])).to.deep.equal([['create', 3]]);
    expect(leaksNothing(report)).to.equal(true);
  });

  it('all or nothing: writes nothing when a line is refused, and says so', async () => {
    const opened = await open();
    const report = (await upload(opened, '', { format: 'csv', mapping: 'code,name', commitment: 'all-or-nothing' }, MIXED).expect(200)).body as ImportReport;
    expect(report).to.include({ created: 0, refused: 3, committed: false });
    expect(report.body).to.contain('Nothing was imported: 3 lines were refused.');
    expect(await codes()).to.deep.equal(['TAKEN:Already here']);
    expect(opened.published).to.deep.equal([]);
  });

  it('asks the hook import, read and create once for the whole file, and writes nothing when it refuses', async () => {
    const opened = await open();
    const lines = 'Code,Name\r\n' + Array.from({ length: 30 }, (_, i) => `H${i},Shelf ${i}\r\n`).join('');
    await upload(opened, '', { format: 'csv', mapping: 'code,name' }, lines).expect(200);
    expect(opened.asked.filter((action) => action !== 'read' || opened.asked.indexOf(action) > 0)).to.include.members(['import', 'create']);
    expect(opened.asked.filter((action) => action === 'create')).to.have.length(1);
    const refused = await open({ refuse: 'create' });
    await upload(refused, '', { format: 'csv', mapping: 'code,name' }, 'Code,Name\r\nR1,Refused\r\n').expect(403);
    expect(await codes()).not.to.include('R1:Refused');
  });

  it('refuses a mapping naming a field not in the create form, a field twice, no field, or another width than the header\'s (400), writing nothing', async () => {
    const opened = await open();
    for (const mapping of ['code,note', 'code,code', ',', 'code,name,']) {
      const refused = await upload(opened, '', { format: 'csv', mapping }, 'Code,Name\r\nM1,Mapped\r\n').expect(400);
      expect(refused.body.error.fields, mapping).to.have.property('mapping');
    }
    expect(await codes()).to.deep.equal(['TAKEN:Already here']);
  });

  it('refuses a file past limits.importBytes or with more lines than limits.importRows (413) before any row is written', async () => {
    const lines = 'Code,Name\r\n' + Array.from({ length: 11 }, (_, i) => `L${i},Line ${i}\r\n`).join('');
    const tooLong = await open({ limits: { importRows: 10 } });
    expect((await upload(tooLong, '', { format: 'csv', mapping: 'code,name' }, lines).expect(413)).body.error.code).to.equal('too_many_rows');
    const tooBig = await open({ limits: { importBytes: 100 } });
    expect((await upload(tooBig, '', { format: 'csv', mapping: 'code,name' }, lines).expect(413)).body.error.code).to.equal('payload_too_large');
    expect(await codes()).to.deep.equal(['TAKEN:Already here']);
  });

  it('imports once per request key: a retry answers the first report and writes nothing again', async () => {
    const opened = await open();
    const query = { format: 'csv', mapping: 'code,name', request: `import-${process.pid}-${Date.now()}` };
    const first = (await upload(opened, '', query, 'Code,Name\r\nK1,Once\r\n').expect(200)).body as ImportReport;
    const again = (await upload(opened, '', query, 'Code,Name\r\nK1,Once\r\n').expect(200)).body as ImportReport;
    expect(again).to.deep.equal(first);
    expect(await codes()).to.deep.equal(['K1:Once', 'TAKEN:Already here']);
  });

  it('refuses an import without the CSRF header, and unknown format, commitment, encoding, delimiter or key (400 naming each)', async () => {
    const opened = await open();
    const url = `/datatables/ajax/import?${new URLSearchParams({ table: IMPORT, format: 'csv', mapping: 'code,name' })}`;
    expect((await opened.session.agent.post(url).send(Buffer.from('Code,Name\r\nC1,x\r\n'))).status).to.equal(403);
    for (const [name, value] of [['format', 'pdf'], ['commitment', 'some'], ['encoding', 'latin9'], ['delimiter', ':'], ['request', 'short']]) {
      const refused = await upload(opened, '', { format: 'csv', mapping: 'code,name', [name]: value }, 'Code,Name\r\nC1,x\r\n').expect(400);
      expect(refused.body.error.fields, name).to.have.property(name);
    }
    expect(await codes()).to.deep.equal(['TAKEN:Already here']);
  });
});
