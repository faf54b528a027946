import { expect } from 'chai';
import { TemplateColumn } from '../../../lib/column/TemplateColumn.js';
import { ConfigurationError } from '../../../lib/errors/ConfigurationError.js';

describe('TemplateColumn', () => {
  it('is of kind "template" and type "html", and holds no data', () => {
    const column = TemplateColumn.new('cover');
    expect([column.kind, column.type, column.holdsData]).to.deep.equal(['template', 'html', false]);
  });

  it('refuses any other type', () => {
    expect(() => TemplateColumn.new('cover').setType('string')).to.throw(ConfigurationError, 'Type "string" does not fit column "cover"');
  });

  describe('.setTemplate(template)', () => {
    it('sets the template path and returns the same column', () => {
      const column = TemplateColumn.new('cover');
      expect(column.template).to.equal(null);
      expect(column.setTemplate('books/cover.html.ejs')).to.equal(column);
      expect(column.template).to.equal('books/cover.html.ejs');
    });

    it('never sends the template path to the browser', () => {
      const view = TemplateColumn.new('cover').setTemplate('books/cover.html.ejs').toView({ searchable: false, orderable: false });
      expect(view.options).to.deep.equal({});
      expect(JSON.stringify(view)).not.to.include('books/cover');
    });
  });
});
