import { expect } from 'chai';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityMetadata, MikroORM } from '@mikro-orm/postgresql';
import ejs from 'ejs';
import { JSDOM, VirtualConsole } from 'jsdom';
import * as yup from 'yup';
import { BOOTSTRAP5_TEMPLATES, DIALOG_TEMPLATES } from '../../../lib/config/DataTablesConfig.js';
import { EditForm } from '../../../lib/form/EditForm.js';
import type { FilledForm } from '../../../lib/form/FormField.js';
import { TemplateRenderer } from '../../../lib/view/TemplateRenderer.js';
import { renderEditModal, renderFormBody } from '../../../lib/view/edit-modal.js';
import { MODAL_HOOKS } from '../../../lib/wire/modal-hooks.js';
import { useTestOrm } from '../../support/database.js';
import { Article, articleTable } from '../../support/article-fixture.js';

const ENTITY = {
  id: 7, title: '<script>alert(1)</script>', notes: '\nstarts with a newline & <b>tags</b>', status: 'published', featured: true,
  publishedOn: '2024-03-01', reviewedAt: null, pages: 412, rank: null, price: '12.50', score: null, priority: 3, version: 1,
};
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const HIDDEN = { _table: 'articles.edit.s"ig', _id: '7', _version: '1' };

describe('edit modal templates', () => {
  let orm: MikroORM;
  let meta: EntityMetadata;
  let form: EditForm;
  let directory: string;
  const renderer = () => new TemplateRenderer({ ejs, directories: [directory] });

  useTestOrm([Article], async (opened) => {
    orm = opened;
    meta = orm.getMetadata().get(Article);
    form = EditForm.create(articleTable(), meta, { yup });
    directory = mkdtempSync(join(tmpdir(), 'uxdt-modal-'));
  });

  after(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  function parse(html: string): Document {
    return new JSDOM(`<!doctype html><html><body>${html}</body></html>`).window.document;
  }

  for (const [variant, templates] of [['datatables', DIALOG_TEMPLATES], ['bs5', BOOTSTRAP5_TEMPLATES]] as const) {
    describe(`${variant} variant`, () => {
      async function modal(filled: FilledForm = form.fill(ENTITY, HIDDEN), title = 'Edit <b>article</b>'): Promise<Document> {
        return parse(await renderEditModal(renderer(), {
          template: templates.template, bodyTemplate: templates.body_template, title, form: filled, entity: ENTITY,
        }));
      }

      it('carries every DOM hook of SPEC §2.11.1', async () => {
        const document = await modal();
        const root = document.querySelector('[data-ux-datatables-modal]');
        expect(root?.tagName).to.equal(variant === 'bs5' ? 'DIV' : 'DIALOG');
        if (variant === 'bs5') expect(root?.classList.contains('modal')).to.equal(true);
        const body = root?.querySelector('[data-ux-datatables-modal-body]');
        const formElement = body?.querySelector('form#ux-datatables-edit-form') as HTMLFormElement | null;
        expect(formElement).to.not.equal(null);
        expect(formElement?.hasAttribute('novalidate')).to.equal(false);
        const submit = root?.querySelector('[data-ux-datatables-submit]') as HTMLButtonElement | null;
        expect(submit?.type).to.equal('submit');
        expect(submit?.form).to.equal(formElement);
        const cancels = [...(root?.querySelectorAll('[data-ux-datatables-cancel]') ?? [])];
        expect(cancels).to.have.length(2);
        expect(cancels.every((button) => (button as HTMLButtonElement).type === 'button')).to.equal(true);
        expect(cancels[0].getAttribute('aria-label')).to.equal('Close');
      });

      it('writes the DOM hooks from lib/wire (the `hooks` local): neither template spells one out', () => {
        const sources = [templates.template, templates.body_template].map((path) => readFileSync(renderer().resolve(path), 'utf8'));
        const spelled = Object.values(MODAL_HOOKS).filter((hook) => sources.some((source) => source.includes(hook)));
        expect(spelled).to.deep.equal([]);
        expect(sources.join('')).to.include('<%= hooks.modal %>').and.include('id="<%= hooks.formId %>"');
      });

      it('labels the modal with its escaped title', async () => {
        const document = await modal();
        const root = document.querySelector('[data-ux-datatables-modal]');
        const title = document.getElementById(root?.getAttribute('aria-labelledby') ?? '');
        expect(title?.textContent).to.equal('Edit <b>article</b>');
        expect(title?.children).to.have.length(0);
      });

      it('renders the hidden inputs and one labelled input per field, with the metadata attributes', async () => {
        const document = await modal();
        const hidden = [...document.querySelectorAll('input[type=hidden]')].map((input) => [input.getAttribute('name'), (input as HTMLInputElement).value]);
        expect(hidden).to.deep.equal(Object.entries(HIDDEN));
        const controls = [...document.querySelectorAll('form input:not([type=hidden]), form select, form textarea')];
        expect(controls.map((control) => control.getAttribute('name'))).to.deep.equal(form.fields.map((field) => field.name));
        for (const control of controls) {
          const field = form.fields.find((f) => f.id === control.id)!;
          // A required field's label carries the mark (hidden from screen readers: the input says `required`).
          expect(document.querySelector(`label[for="${control.id}"]`)?.textContent, control.id).to.equal(field.required ? `${field.label} *` : field.label);
          expect(control.getAttribute('aria-required'), control.id).to.equal(field.required ? 'true' : null);
        }
        expect([...document.querySelectorAll('form p')].filter((p) => p.textContent === 'Fields marked * are required'), 'the mark explained once').to.have.length(1);
        const title = document.querySelector('[name=title]') as HTMLInputElement;
        expect([title.type, title.required, title.maxLength]).to.deep.equal(['text', true, 100]);
        const pages = document.querySelector('[name=pages]') as HTMLInputElement;
        expect([pages.type, pages.step, pages.min, pages.max, pages.value]).to.deep.equal(['number', '1', '-2147483648', '2147483647', '412']);
        expect((document.querySelector('[name=price]') as HTMLInputElement).step).to.equal('0.01');
        expect((document.querySelector('[name=id]') as HTMLInputElement).disabled).to.equal(true);
        expect((document.querySelector('[name=featured]') as HTMLInputElement).checked).to.equal(true);
        expect((document.querySelector('[name=publishedOn]') as HTMLInputElement)).to.include({ type: 'date', value: '2024-03-01' });
        const status = document.querySelector('[name=status]') as HTMLSelectElement;
        expect([...status.options].map((option) => option.value)).to.deep.equal(['draft', 'published', 'archived']);
        expect(status.value).to.equal('published');
      });

      it('escapes values: a <script> in a field comes out as text', async () => {
        const document = await modal();
        expect(document.querySelectorAll('script')).to.have.length(0);
        expect((document.querySelector('[name=title]') as HTMLInputElement).value).to.equal('<script>alert(1)</script>');
        expect((document.querySelector('[name=notes]') as HTMLTextAreaElement).value).to.equal(ENTITY.notes);
        expect((document.querySelector('[name=_table]') as HTMLInputElement).value).to.equal(HIDDEN._table);
      });

      it('links each error to its input and marks the input invalid', async () => {
        const result = await form.submit({ ...HIDDEN, title: '', status: 'published', pages: 'many' }, HIDDEN, ENTITY);
        if (result.ok) throw new Error('expected errors');
        const document = parse(await renderFormBody(renderer(), { bodyTemplate: templates.body_template, form: result.form, entity: ENTITY }));
        expect(document.querySelector('[data-ux-datatables-modal]')).to.equal(null);
        const pages = document.querySelector('[name=pages]') as HTMLInputElement;
        expect(pages.getAttribute('value')).to.equal('many');
        expect(pages.getAttribute('aria-invalid')).to.equal('true');
        expect(document.getElementById(pages.getAttribute('aria-describedby') ?? '')?.textContent?.trim()).to.equal('Please enter a number.');
        expect((document.querySelector('[name=notes]') as HTMLTextAreaElement).hasAttribute('aria-invalid')).to.equal(false);
        if (variant === 'bs5') {
          expect(pages.classList.contains('is-invalid')).to.equal(true);
          expect(document.getElementById(pages.getAttribute('aria-describedby') ?? '')?.classList.contains('invalid-feedback')).to.equal(true);
        }
      });

      it('shows a form-level message in an alert', async () => {
        const filled = form.fill(ENTITY, HIDDEN);
        filled.message = 'Someone else changed this <row>.';
        const document = parse(await renderFormBody(renderer(), { bodyTemplate: templates.body_template, form: filled, entity: ENTITY }));
        expect(document.querySelector('[role=alert]')?.textContent).to.equal('Someone else changed this <row>.');
        expect(parse(await renderFormBody(renderer(), { bodyTemplate: templates.body_template, form: form.fill(ENTITY, HIDDEN), entity: ENTITY }))
          .querySelector('[role=alert]')).to.equal(null);
      });

      it('offers an empty option on a select that is not required or holds no valid choice', async () => {
        const filled = form.fill({ ...ENTITY, status: 'unknown' }, HIDDEN);
        const status = (await modal(filled)).querySelector('[name=status]') as HTMLSelectElement;
        expect(status.options[0].value).to.equal('');
        expect(status.value).to.equal('');
      });

      it('passes the axe-core checks, errors and message shown', async () => {
        const result = await form.submit({ ...HIDDEN, title: '', featured: 'maybe' }, HIDDEN, ENTITY);
        if (result.ok) throw new Error('expected errors');
        result.form.message = 'Conflict';
        const html = await renderEditModal(renderer(), {
          template: templates.template, bodyTemplate: templates.body_template, title: 'Edit', form: result.form, entity: ENTITY,
        });
        // jsdom has no canvas; axe probes one and copes, so its "not implemented" notice is dropped.
        const dom = new JSDOM(`<!doctype html><html lang="en"><head><title>Page</title></head><body><main>${html}</main></body></html>`,
          { runScripts: 'outside-only', virtualConsole: new VirtualConsole() });
        dom.window.document.querySelector('dialog')?.setAttribute('open', '');
        dom.window.eval(AXE);
        const axe = (dom.window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string }[] }> } }).axe;
        const { violations } = await axe.run(dom.window.document, { rules: { 'color-contrast': { enabled: false } } });
        expect(violations.map((violation) => violation.id)).to.deep.equal([]);
      });

      it(`uses the ${variant === 'bs5' ? 'Bootstrap 5' : 'uxdt-'} classes`, async () => {
        const document = await modal();
        const title = document.querySelector('[name=title]');
        const featured = document.querySelector('[name=featured]');
        if (variant === 'bs5') {
          expect(title?.classList.contains('form-control')).to.equal(true);
          expect(featured?.parentElement?.className).to.equal('mb-3 form-check form-switch');
        } else {
          expect(title?.className).to.equal('uxdt-input');
          expect([...document.querySelectorAll('[class]')].every((element) =>
            [...element.classList].every((name) => name.startsWith('uxdt-')))).to.equal(true);
        }
      });
    });
  }

  it('renders a custom modal template from the application directories around the package body', async () => {
    writeFileSync(join(directory, 'my_modal.html.ejs'),
      '<dialog data-ux-datatables-modal><h1><%= title %></h1><div data-ux-datatables-modal-body><%- include(body_template, { form, entity }) %></div></dialog>');
    const html = await renderEditModal(renderer(), {
      template: 'my_modal.html.ejs', bodyTemplate: DIALOG_TEMPLATES.body_template, title: 'Mine', form: form.fill(ENTITY, HIDDEN), entity: ENTITY,
    });
    const document = parse(html);
    expect(document.querySelector('h1')?.textContent).to.equal('Mine');
    expect(document.querySelector('[data-ux-datatables-modal-body] form#ux-datatables-edit-form')).to.not.equal(null);
  });
});
