import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AbstractDataTable,
  Action,
  AsDataTable,
  BooleanColumn,
  ChoiceColumn,
  DataTable,
  NumberColumn,
  TemplateColumn,
  TextColumn,
  UrlColumn,
  type Actions,
  type FieldRules,
} from '../../../lib/index.js';
import { Author } from '../../../examples/entities/Author.js';
import { Book } from '../../../examples/entities/Book.js';
import {
  BREAKOUT_URL, HOSTILE_HTML, SAFE_HTML, SCRIPT_URLS, TEMPLATE_INJECTION, labelPayload, markupPayloads,
} from './attack-payloads.js';

/** The message of the title rule: what a 422 shows under the field, as text. */
export const RULE_MESSAGE = `No digits ${labelPayload('rule')} ${TEMPLATE_INJECTION}`;

/** What the title rule refuses. */
export const DROID = 'R2D2';

/** What Delete asks before it runs. */
export const CONFIRMATION = `Delete? ${labelPayload('confirm')} ${TEMPLATE_INJECTION}`;

/** The demo's books, with every label, message and URL the browser shows carrying a payload (the author's: its name, a related row's label). */
@AsDataTable(Book, { name: 'attack-books' })
export class AttackBookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [
      NumberColumn.new('id', 'ID'),
      TextColumn.new('title', `Title ${labelPayload('column')}`),
      TextColumn.new('author', `Author ${TEMPLATE_INJECTION}`),
      ChoiceColumn.new('status', 'Status').setChoices({
        draft: `Draft ${labelPayload('choice')}`,
        published: 'Published',
        archived: `"><svg onload="window.__pwned='choice'">`,
      }),
      BooleanColumn.new('featured', `Featured ${labelPayload('switch')}`).renderAsSwitch(),
      NumberColumn.new('pages', 'Pages'),
      TextColumn.new('summary', 'Summary').setType('html'),
      UrlColumn.new('website', 'Website').openInNewTab(),
      TemplateColumn.new('cover', 'Cover').setTemplate('cover.html.ejs'),
    ];
  }

  override configureActions(actions: Actions): Actions {
    return actions
      .add(Action.detail().linkToUrl((row) => String(row.website)).setLabel(`Detail ${labelPayload('detail-label')}`))
      .add(Action.edit().setLabel(`Edit ${labelPayload('edit-label')}`).setIcon(`x"><img src=x onerror="window.__pwned='icon'">`))
      .add(
        Action.delete()
          .setLabel(`Delete ${TEMPLATE_INJECTION}`)
          .setClassName(`btn" onclick="window.__pwned='class'`)
          .askConfirmation(CONFIRMATION)
          .displayIf('status', 'draft'),
      );
  }

  override configureDataTable(table: DataTable): DataTable {
    return table.setEditModalTitle(`Edit ${labelPayload('modal-title')} ${TEMPLATE_INJECTION}`);
  }

  configureFieldRules(): FieldRules {
    // The demo's books have no text field of the author any more (a relation): the rule is the title's.
    return { title: (schema) => schema.test('no-droid', RULE_MESSAGE, (title?: string) => !String(title ?? '').includes(DROID)) };
  }
}

/** Rows 1..6: payloads in the title, author's name and website; row 1's summary is harmless formatting, the others' hostile markup. */
export const ATTACK_ROWS = (() => {
  const titles = [...markupPayloads('title').slice(0, 5), TEMPLATE_INJECTION];
  const authors = [TEMPLATE_INJECTION, ...markupPayloads('author').slice(0, 5)];
  const websites = [...SCRIPT_URLS, BREAKOUT_URL];
  return titles.map((title, index) => ({
    id: index + 1,
    title,
    author: authors[index],
    status: index === 5 ? 'archived' : 'draft',
    featured: index % 2 === 0,
    pages: (index + 1) * 3,
    summary: index === 0 ? SAFE_HTML : HOSTILE_HTML,
    website: websites[index],
  })) as Array<{ id: number; title: string; author: string; status: 'draft' | 'archived'; featured: boolean; pages: number; summary: string; website: string }>;
})();

/** Inserts {@link ATTACK_ROWS}, each book by an author of its own named by the row's `author`. */
export async function seedAttackRows(em: EntityManager): Promise<void> {
  for (const row of ATTACK_ROWS) em.create(Book, { ...row, author: em.create(Author, { id: row.id, name: row.author }), publishedOn: null });
  await em.flush();
}
