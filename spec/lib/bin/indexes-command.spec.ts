import { expect } from 'chai';
import { cli } from '../../support/cli.js';

const MODULE = 'spec/support/indexes-module.ts';

describe('ux-datatables indexes', function () {
  this.timeout(30_000);

  it("prints a table's DDL from the module's ORM metadata, without connecting", async () => {
    const { code, stdout } = await cli('indexes', 'spec-books', '--module', MODULE);
    expect(code).to.equal(0);
    expect(stdout).to.contain('-- Table "spec-books" ("library"."book")');
    expect(stdout).to.contain('CREATE EXTENSION IF NOT EXISTS pg_trgm;');
    expect(stdout).to.contain('CREATE INDEX CONCURRENTLY IF NOT EXISTS "book_title_trgm_idx" ON "library"."book" USING gin ("title" gin_trgm_ops);');
    expect(stdout).to.contain('-- No index: "featured"');
    expect(stdout).to.contain('ANALYZE "library"."book";');
    expect(stdout).not.to.contain('"note"');
  });

  it('prints every entity table without a name, and plain CREATE INDEX with --no-concurrently', async () => {
    const { code, stdout } = await cli('indexes', '--module', MODULE, '--no-concurrently');
    expect(code).to.equal(0);
    expect(stdout).to.contain('-- Table "spec-books"').and.to.contain('-- Table "spec-notes"');
    expect(stdout).to.contain('CREATE INDEX IF NOT EXISTS "note_body_trgm_idx"');
    expect(stdout).not.to.contain('CONCURRENTLY').and.not.to.contain('spec-orders');
  });

  it('prints the indexes of the links and related tables a relation column needs, each once across tables, and analyzes those tables', async () => {
    const { code, stdout } = await cli('indexes', '--module', 'spec/support/relation-indexes-module.ts');
    expect(code).to.equal(0);
    const [novels, writers] = stdout.split('\n\n');
    expect(novels).to.contain('-- "writer" is looked up from the related rows back through "novel"."writer_id", a foreign key (PostgreSQL indexes none by itself)\n'
      + 'CREATE INDEX CONCURRENTLY IF NOT EXISTS "novel_writer_id_fk_idx" ON "library"."novel" ("writer_id");');
    expect(novels).to.contain('CREATE INDEX CONCURRENTLY IF NOT EXISTS "writer_name_trgm_idx" ON "library"."writer" USING gin ("name" gin_trgm_ops);');
    expect(novels).to.contain('CREATE INDEX CONCURRENTLY IF NOT EXISTS "novel_labels_label_id_fk_idx" ON "library"."novel_labels" ("label_id");');
    expect(novels).to.contain('-- No index: "labels": "novel_labels"."novel_id" is served by the primary key it leads');
    expect(novels.match(/ANALYZE .*/g)).to.deep.equal(['ANALYZE "library"."novel";', 'ANALYZE "library"."writer";', 'ANALYZE "library"."country";', 'ANALYZE "library"."novel_labels";', 'ANALYZE "library"."label";']);
    // The writers table needs the novels' foreign key too: named, not printed again.
    expect(writers).to.contain('-- "novels" reads each row\'s "novels" through "novel"."writer_id", a foreign key (PostgreSQL indexes none by itself): "novel_writer_id_fk_idx", above');
    expect(stdout.match(/CREATE INDEX CONCURRENTLY IF NOT EXISTS "novel_writer_id_fk_idx"/g)).to.have.length(1);
    expect(writers.match(/ANALYZE .*/g)).to.deep.equal(['ANALYZE "library"."writer";', 'ANALYZE "library"."portrait";']);
  });

  it('answers 2 with the usage for an unknown table, naming the known ones', async () => {
    const { code, stderr } = await cli('indexes', 'nope', '--module', MODULE);
    expect(code).to.equal(2);
    expect(stderr).to.contain('Unknown table "nope"; the module declares "spec-books", "spec-notes", "spec-orders"');
    expect(stderr).to.contain('Usage: ux-datatables indexes');
  });

  it('answers 2 without --module, and 1 for a table built by hand', async () => {
    expect((await cli('indexes')).code).to.equal(2);
    const manual = await cli('indexes', 'spec-orders', '--module', MODULE);
    expect(manual.code).to.equal(1);
    expect(manual.stderr).to.contain('Table "spec-orders" is built by hand');
  });

});

describe('the commands of the bin', () => {
  it('list indexes beside hub', async () => {
    const { mainUsage } = await import('../../../lib/bin/run-cli.js');
    expect(mainUsage()).to.match(/indexes\s+print the PostgreSQL indexes/).and.to.match(/hub\s+run the development Mercure hub/);
  });
});
