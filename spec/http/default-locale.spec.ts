import { expect } from 'chai';
import express from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { dataTablesRouter, loadDataTablesConfig, type DataTablesRouterOptions, type PageLanguage } from '../../lib/index.js';
import { useTestOrm } from '../support/database.js';
import { SPEC_SECRET, SPEC_TEMPLATES } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';
import { SpecBookTable } from '../support/http-tables.js';
import { createUnreachableOrm } from '../support/unreachable-orm.js';

// The default locale as TranslationOptions.defaultLocale documents it, where the router resolves it.
// Its two declarations once disagreed ("default `en`" and "default_locale, else `en`"), and neither
// said that without `en` among `locales` the first of them is the default.
describe('the default locale of a router (TranslationOptions.defaultLocale)', () => {
  let orm: MikroORM;

  // Negotiating a locale reads no row.
  useTestOrm(() => createUnreachableOrm(HTTP_ENTITIES), (opened) => (orm = opened));

  /** The locale of a page whose browser asks for Japanese, which no router here offers. */
  async function localeOf(options: Partial<DataTablesRouterOptions>): Promise<string> {
    const app = express();
    app.use(dataTablesRouter({ orm, secret: SPEC_SECRET, tables: [SpecBookTable], templateDirectories: [SPEC_TEMPLATES], ...options }));
    app.get('/page', (_req, res) => res.json({ locale: (res.locals.dataTablesI18n as PageLanguage).locale }));
    const res = await request(app).get('/page').set('Accept-Language', 'sv').expect(200);
    return res.body.locale;
  }

  const settings = (locale: string) => loadDataTablesConfig({ data_tables: { translation: { default_locale: locale } } });

  it('is en when neither the option nor data_tables.translation.default_locale names one', async () => {
    expect(await localeOf({})).to.equal('en');
  });

  it('is data_tables.translation.default_locale, and the option wins over it', async () => {
    expect(await localeOf({ settings: settings('fr') })).to.equal('fr');
    expect(await localeOf({ settings: settings('fr'), defaultLocale: 'de' })).to.equal('de');
  });

  it('is the first of locales when they lack en', async () => {
    expect(await localeOf({ locales: ['fr', 'de'] })).to.equal('fr');
  });
});
