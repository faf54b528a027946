import { expect } from 'chai';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import type { PageView } from '../../lib/index.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, seed } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';

/** The application's own French: a column key, and the table's modal title written as a key. */
const TRANSLATIONS = { fr: { 'column.spec-books.title': 'Titre', 'Edit book': 'Modifier le livre' } };

describe('translations over HTTP', () => {
  let orm: MikroORM;
  let app: Express;

  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));

  beforeEach(async () => {
    ({ app } = createSpecApp({ orm, translations: TRANSLATIONS, locale: (req) => req.get('X-User-Locale') }));
    await seed(orm);
  });

  /** A browser session in a language: the page view, then the agent keeps the CSRF cookie and the language. */
  async function openPage(language: string) {
    const agent = request.agent(app).set('Accept-Language', language);
    const view = (await agent.get('/view/spec-books').expect(200)).body as PageView;
    return { agent, view };
  }

  describe('the page view', () => {
    it('carries the locale, the direction, the browser\'s messages and DataTables.net\'s interface', async () => {
      const { view } = await openPage('fr-CH, en;q=0.5');
      expect(view.i18n).to.include({ locale: 'fr', dir: 'ltr' });
      expect(view.i18n.messages).to.include({ 'cell.yes': 'Oui', 'realtime.rows_changed': '{count, plural, one {# ligne a été modifiée} many {# de lignes ont été modifiées} other {# lignes ont été modifiées}}' });
      expect(view.i18n.dataTables).to.include({ search: 'Rechercher :' });
      expect(view.i18n.dataTables).not.to.have.property('buttons');
    });

    it('translates the default labels and the application\'s keys, and leaves what the application wrote', async () => {
      const { view } = await openPage('fr');
      const labels = Object.fromEntries(view.table.columns.map((column) => [column.name, column.label]));
      expect(labels).to.include({ title: 'Titre', author: 'Author', actions: 'Actions' });
      expect(view.table.actions!.items.map((action) => [action.label, action.confirmation])).to.deep.equal([
        ['Détail', undefined], ['Modifier', undefined], ['Supprimer', 'Sure?'],
      ]);
    });

    it('speaks English to a browser asking for a language it does not have, and the application\'s choice over the header', async () => {
      expect((await openPage('sv')).view.i18n).to.include({ locale: 'en', dataTables: null });
      const german = (await request(app).get('/view/spec-books').set('Accept-Language', 'fr').set('X-User-Locale', 'de-AT').expect(200)).body as PageView;
      expect(german.i18n.locale).to.equal('de');
      expect(german.table.actions!.items.map((action) => action.label)).to.deep.equal(['Details', 'Bearbeiten', 'Löschen']);
    });
  });

  describe('the edit modal', () => {
    it('is rendered in French: the title, the labels, Save, Cancel and the close button', async () => {
      const { agent, view } = await openPage('fr');
      const res = await agent.post('/datatables/ajax/edit-form/view').send({ table: view.tokens.edit, id: 1, adapter: 'bs5' }).expect(200);
      expect(res.text).to.contain('>Modifier le livre</h2>');
      expect(res.text).to.contain('aria-label="Fermer"');
      expect(res.text).to.match(/data-ux-datatables-cancel>Annuler<\/button>/);
      expect(res.text).to.match(/data-ux-datatables-submit>Enregistrer<\/button>/);
      expect(res.text).to.match(/for="ux-datatables-field-title">Titre( <span class="text-danger" aria-hidden="true">\*<\/span>)?<\/label>/); // bs5: its required mark
    });

    it('answers an invalid submission (422) with a body in French', async () => {
      const { agent, view } = await openPage('fr');
      const res = await agent.post('/datatables/ajax/edit-form').set('X-CSRF-Token', view.csrf.token)
        .field('_table', view.tokens.edit!).field('_id', '2').field('_version', '1')
        .field('title', '').field('author', 'x'.repeat(300)).field('status', 'gone').field('pages', 'many').field('publishedOn', '2020-02-03')
        .expect(422).expect('Content-Type', /html/);
      expect(res.text).to.contain('Titre est obligatoire');
      expect(res.text).to.contain('Author doit contenir au plus 80 caractères');
      expect(res.text).to.contain('Veuillez choisir une des options.');
      expect(res.text).to.contain('Veuillez saisir un nombre.');
      expect(res.text).not.to.match(/required field|Please/);
    });

    it('says a conflict (409) in the request\'s language', async () => {
      const { agent, view } = await openPage('es');
      const res = await agent.post('/datatables/ajax/edit-form').set('X-CSRF-Token', view.csrf.token)
        .field('_table', view.tokens.edit!).field('_id', '2').field('_version', '0')
        .field('title', 'T').field('author', 'A').field('status', 'draft').field('pages', '1').field('publishedOn', '')
        .expect(409);
      expect(res.text).to.contain('Otra persona guardó esta fila mientras usted la editaba.');
    });
  });
});
