import { expect } from 'chai';
import { UrlColumn } from '../../../lib/column/UrlColumn.js';
import { ConfigurationError } from '../../../lib/errors/ConfigurationError.js';

const flags = { searchable: true, orderable: true };

describe('UrlColumn', () => {
  it('is of kind "url" and type "html", and holds data', () => {
    const column = UrlColumn.new('site');
    expect([column.kind, column.type, column.holdsData]).to.deep.equal(['url', 'html', true]);
  });

  it('refuses any other type', () => {
    expect(() => UrlColumn.new('site').setType('string')).to.throw(ConfigurationError, '"site"');
  });

  it('sends no link label and no new tab by default', () => {
    expect(UrlColumn.new('site').toView(flags).options).to.deep.equal({ linkLabel: null, newTab: false });
  });

  it('.setLinkLabel(label) and .openInNewTab() return the same column and are sent as options', () => {
    const column = UrlColumn.new('site');
    expect(column.setLinkLabel('Visit')).to.equal(column);
    expect(column.openInNewTab()).to.equal(column);
    expect(column.toView(flags).options).to.deep.equal({ linkLabel: 'Visit', newTab: true });
    expect(column.openInNewTab(false).toView(flags).options).to.deep.equal({ linkLabel: 'Visit', newTab: false });
  });

  it('reads them back as linkLabel and opensInNewTab, as every column reads back what its setters set', () => {
    const column = UrlColumn.new('site');
    expect([column.linkLabel, column.opensInNewTab]).to.deep.equal([null, false]);
    column.setLinkLabel('Visit').openInNewTab();
    expect([column.linkLabel, column.opensInNewTab]).to.deep.equal(['Visit', true]);
  });
});
