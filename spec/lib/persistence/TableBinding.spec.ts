import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import { TableBinding } from '../../../lib/persistence/TableBinding.js';
import { createTestOrm } from '../../support/database.js';
import { Article, articleTable } from '../../support/article-fixture.js';

describe('TableBinding', () => {
  let orm: MikroORM;

  before(async function () {
    this.timeout(60_000);
    orm = await createTestOrm([Article]);
  });

  after(async () => {
    await orm?.close(true);
  });

  describe('.flagsOf(column).decimals (a price 20 showed as 20 beside 4.99)', () => {
    it('is the scale of a decimal property, and null for integers, floats and other kinds', () => {
      const binding = new TableBinding(articleTable(), orm.getMetadata());
      const decimals = Object.fromEntries(binding.table.columns.map((column) => [column.name, binding.flagsOf(column).decimals]));
      expect(decimals).to.include({ price: 2, pages: null, score: null, title: null, publishedOn: null, preview: null, authorName: null });
    });

    it('reaches the page view of the number column', () => {
      const binding = new TableBinding(articleTable(), orm.getMetadata());
      const view = binding.table.toView((column) => binding.flagsOf(column));
      const options = Object.fromEntries(view.columns.map((column) => [column.name, column.options]));
      expect(options.price).to.deep.equal({ decimals: 2 });
      expect(options.pages).to.deep.equal({});
    });
  });
});
