import { expect } from 'chai';
import express from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { dataTablesRouter, type PageLanguage } from '../../lib/index.js';
import { useTestOrm } from '../support/database.js';
import { SPEC_SECRET, SPEC_TEMPLATES } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';
import { SpecBookTable } from '../support/http-tables.js';

describe('res.locals.dataTablesI18n', () => {
  let orm: MikroORM;

  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));

  function app(before?: express.RequestHandler) {
    const application = express();
    if (before) application.use(before);
    application.use(dataTablesRouter({ orm, secret: SPEC_SECRET, tables: [SpecBookTable], templateDirectories: [SPEC_TEMPLATES] }));
    application.get('/page', (_req, res) => {
      const language = res.locals.dataTablesI18n as PageLanguage;
      res.json({ locale: language.locale, dir: language.dir, save: language.t('modal.save'), keys: Object.keys(res.locals) });
    });
    return application;
  }

  it("is the request's language when a page reads it: Accept-Language, the direction, the messages", async () => {
    const res = await request(app()).get('/page').set('Accept-Language', 'fr-CA, en;q=0.5').expect(200);
    expect(res.body).to.include({ locale: 'fr', dir: 'ltr' });
    expect(res.body.save).to.equal('Enregistrer');
    expect(res.body.keys).to.include('dataTablesI18n');
  });

  it('keeps what the application set before the router', async () => {
    const own: PageLanguage = { locale: 'de', dir: 'ltr', t: () => 'eigen' };
    const res = await request(app((_req, res, next) => { res.locals.dataTablesI18n = own; next(); })).get('/page').expect(200);
    expect(res.body).to.include({ locale: 'de', save: 'eigen' });
  });
});
