import { escapeHtml } from '../../lib/wire/escape-html.js';
import { RELATION_ATTRIBUTE, RELATION_CLEAR_ATTRIBUTE } from '../../lib/wire/modal-hooks.js';
import { relationParts } from '../relations/load-relation-picker.js';
import { relationStylesheet } from '../relations/relation-stylesheet.js';
import { chipKeys, chipsHtml, heldRows, labelChips } from './cell-chips.js';
import type { CellEditingContext, DrawnCell } from './cell-types.js';

/** What an open editor asks of {@link CellEditing}. */
export interface CellEditorDelegate {
  /** Sends the value; resolves whether it was saved (the editor is closed then). */
  save(value: string | string[], editor: CellEditor): Promise<boolean>;
  closed(): void;
  /** Moves on from the cell after a save by Tab (`1`) or Shift+Tab (`-1`). */
  tab(step: 1 | -1): void;
}

let editors = 0;

/**
 * The editor drawn inside a cell: the column's input (text, number, date, URL) or select (a choice),
 * labelled by the column, with the field's attributes; a relation's combobox, with chips for a ManyToMany;
 * the server's messages under it (`aria-describedby`). Enter saves, Esc puts the cell back, Tab saves and
 * moves on, leaving it saves a changed value. Saving an unchanged value only closes it.
 */
export class CellEditor {
  readonly td: HTMLTableCellElement;
  private readonly shown: Node[];
  private readonly input: HTMLInputElement | HTMLSelectElement;
  /** A single relation's chosen key (the picker's hidden input); null for other editors. */
  private readonly key: HTMLInputElement | null;
  /** A ManyToMany's chips, whose keys are saved; null for other editors. */
  private readonly chips: HTMLElement | null;
  private readonly messages: HTMLElement;
  /** The value the editor opened with, as the input takes it (a ManyToMany: the keys held). */
  readonly start: string | string[];
  private saving = false;
  private closed = false;
  /** A relation's row was picked, or the field cleared (the picker's `change` on its key): the value to send. */
  private picked = false;

  constructor(
    private readonly cell: DrawnCell,
    private readonly context: CellEditingContext,
    private readonly delegate: CellEditorDelegate,
  ) {
    this.td = cell.td;
    const doc = this.td.ownerDocument;
    const id = `uxdt-cell-editor-${++editors}`;
    this.shown = [...this.td.childNodes];
    const editor = doc.createElement('div');
    editor.className = cell.column.inPlace!.relation?.multiple ? 'uxdt-cell-editor uxdt-cell-editor--chips' : 'uxdt-cell-editor';
    editor.innerHTML = editorHtml(cell, id, context);
    this.input = editor.querySelector('input:not([type="hidden"]), select')!;
    this.chips = editor.querySelector('.uxdt-chips');
    this.key = this.chips ? null : editor.querySelector('input[type="hidden"]');
    this.messages = editor.querySelector(`#${id}-errors`)!;
    this.start = this.chips ? chipKeys(this.chips) : this.key ? '' : (this.input.value = inputValue(cell));
    this.key?.addEventListener('change', () => (this.picked = true));
    if (this.key || this.chips) void this.picker(editor);
    this.td.replaceChildren(editor);
    this.td.classList.add('uxdt-cell--editing');
    // A ManyToMany's keys are the editor's wherever its focus is: its text or a chip (Backspace reaches them).
    (this.chips ? editor : (this.input as HTMLElement)).addEventListener('keydown', this.keys);
    editor.addEventListener('focusout', this.left);
    editor.addEventListener('click', (event) => event.stopPropagation());
    this.input.focus();
    if (this.input instanceof HTMLInputElement && /^(text|url|search)$/.test(this.input.type)) this.input.select();
  }

  /** What the editor sends: a ManyToMany's chips' keys, a relation's chosen key ('' cleared), else the input's value. */
  private get value(): string | string[] {
    return this.chips ? chipKeys(this.chips) : this.key ? this.key.value : this.input.value;
  }

  /**
   * Whether there is anything to save: a ManyToMany's set of keys changed, a relation's row picked or cleared
   * (its row shows a label, not the key it holds), another input's value changed.
   */
  private get changed(): boolean {
    if (this.chips) return chipKeys(this.chips).sort().join('\u0000') !== [...this.start].sort().join('\u0000');
    return this.key ? this.picked : this.input.value !== this.start;
  }

  /** Makes the relation's input the form's combobox (the relation picker's chunk and styles, fetched once). */
  private async picker(editor: HTMLElement): Promise<void> {
    const shown = this.input.value;
    const [{ RelationPicker, RelationOptionsSource }] = await Promise.all([relationParts.get(), relationStylesheet(this.td.ownerDocument)]);
    if (this.closed) return;
    if (this.chips) {
      const source = new RelationOptionsSource(this.context.optionsUrl(this.cell.column.name) ?? '');
      void labelChips(this.chips, (ids) => source.labels(ids), this.context.t);
    }
    // Text typed before the picker's chunk arrived: the picker starts from the label shown (what leaving
    // without a pick puts back), then searches the text as if typed after.
    const typed = this.input.value;
    if (typed === shown) return void RelationPicker.enhance(editor, { t: this.context.t });
    this.input.value = shown;
    RelationPicker.enhance(editor, { t: this.context.t });
    this.input.value = typed;
    const view = this.td.ownerDocument.defaultView;
    if (view) this.input.dispatchEvent(new view.Event('input'));
  }

  /** Shows the server's messages under the input and keeps it open, focused. */
  refused(messages: string[]): void {
    this.messages.replaceChildren(...messages.map((message) => Object.assign(this.td.ownerDocument.createElement('div'), { textContent: message })));
    this.messages.hidden = false;
    this.input.setAttribute('aria-invalid', 'true');
    this.input.focus();
  }

  /** After a 409: what the user typed stays; their value is shown under it, with a button taking it. */
  conflict(theirs: string, useTheirs: () => void): void {
    const { t, bootstrap } = this.context;
    const doc = this.td.ownerDocument;
    const text = doc.createElement('div');
    text.textContent = t('edit.theirs', { value: theirs });
    const take = doc.createElement('button');
    take.type = 'button';
    take.className = bootstrap ? 'btn btn-link btn-sm p-0' : 'uxdt-button uxdt-button--link';
    take.textContent = t('edit.use_theirs');
    take.addEventListener('click', useTheirs);
    this.messages.replaceChildren(text, take);
    this.messages.hidden = false;
    this.input.removeAttribute('aria-invalid');
    this.input.focus();
  }

  /** Closes the editor: `saved`, the row is drawn again anyway; else the cell shows what it showed. */
  close(saved: boolean): void {
    if (this.closed) return;
    this.closed = true;
    if (!saved) {
      this.td.replaceChildren(...this.shown);
      this.td.focus();
    }
    this.td.classList.remove('uxdt-cell--editing');
    this.delegate.closed();
  }

  private readonly keys = (event: KeyboardEvent): void => {
    // A relation's open list takes Enter (choose) and Escape (close) itself.
    if (event.target === this.input && this.input.getAttribute('aria-expanded') === 'true' && (event.key === 'Enter' || event.key === 'Escape')) return;
    // A letter typed on a chip (where Backspace left the focus) goes to the text to search; Space presses its ×.
    if (this.chips && event.target !== this.input && event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) return void this.input.focus();
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      this.close(false);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void this.commit();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      const step = event.shiftKey ? -1 : 1;
      // DataTables.net draws a row again in the same cells: Tab moves on from this one.
      void this.commit().then((done) => done && this.delegate.tab(step));
    }
  };

  /** Leaving the editor (a click elsewhere) saves a changed value and closes an unchanged one. */
  private readonly left = (event: FocusEvent): void => {
    const next = event.relatedTarget as Node | null;
    if (this.saving || this.closed || (next && this.td.contains(next))) return;
    // A chip removed with the focus on it loses the focus for a moment: the picker gives it to the next one.
    if (!next && this.chips) return void setTimeout(() => this.td.contains(this.td.ownerDocument.activeElement) || this.leave());
    this.leave();
  };

  private leave(): void {
    if (this.saving || this.closed) return;
    if (!this.changed) this.close(false);
    else void this.commit(false);
  }

  /** Saves a changed value; an unchanged one closes the editor. Resolves whether the editor is closed. */
  private async commit(refocus = true): Promise<boolean> {
    if (this.saving) return false;
    if (!this.changed && !this.messages.childElementCount) {
      this.close(false);
      if (!refocus) (this.td.ownerDocument.activeElement as HTMLElement | null)?.blur?.();
      return true;
    }
    this.saving = true;
    this.input.setAttribute('aria-busy', 'true');
    try {
      return await this.delegate.save(this.value, this);
    } finally {
      this.saving = false;
      this.input.removeAttribute('aria-busy');
    }
  }
}

/** The editor's markup: an input or a select, labelled by the column, and the place for messages. */
function editorHtml(cell: DrawnCell, id: string, context: CellEditingContext): string {
  const { column } = cell;
  const { bootstrap, t } = context;
  const optionsUrl = context.optionsUrl(column.name);
  const view = column.inPlace!;
  const attributes = Object.entries(view.attributes)
    .filter(([name, value]) => value !== false && name !== 'id' && name !== 'name')
    .map(([name, value]) => (value === true ? ` ${escapeHtml(name)}` : ` ${escapeHtml(name)}="${escapeHtml(String(value))}"`))
    .join('');
  const common = `id="${id}" aria-label="${escapeHtml(column.label)}" aria-describedby="${id}-errors"${attributes}`;
  const errors = `<div id="${id}-errors" class="${bootstrap ? 'invalid-feedback d-block' : 'uxdt-cell-editor__errors'}" hidden></div>`;
  if (view.widget === 'relation' && view.relation?.multiple) {
    // The form's ManyToMany field: the chips of the rows held (the row carries their keys), the combobox adding more.
    return `<div class="uxdt-relation" ${RELATION_ATTRIBUTE} data-options-url="${escapeHtml(optionsUrl ?? '')}" data-multiple="true"><input type="hidden" value="">`
      + chipsHtml(heldRows(cell.row[column.name]) ?? [], t, bootstrap)
      + `<input type="text" class="${bootstrap ? 'form-control form-control-sm' : 'uxdt-cell-input'}" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="${id}-listbox" autocomplete="off" ${common}>`
      + `<ul role="listbox" id="${id}-listbox" class="uxdt-relation__listbox" hidden></ul></div>${errors}`;
  }
  if (view.widget === 'relation') {
    // The form's combobox (lib/wire/modal-hooks.ts): the row holds the related row's label, not its key, so
    // the hidden key starts empty and only a row the user picks is sent.
    const label = typeof cell.row[column.name] === 'string' ? (cell.row[column.name] as string) : '';
    // A relation that may be empty is cleared as in the form: its × button, or its text emptied.
    const clear = view.relation?.nullable
      ? `<button type="button" class="${bootstrap ? 'btn btn-sm btn-link p-0' : 'uxdt-button uxdt-button--small'}" ${RELATION_CLEAR_ATTRIBUTE} aria-label="${escapeHtml(t('relation.clear', { label: column.label }))}">×</button>` : '';
    return `<div class="uxdt-relation" ${RELATION_ATTRIBUTE} data-options-url="${escapeHtml(optionsUrl ?? '')}" data-multiple="false"><input type="hidden" value="">`
      + `<input type="text" class="${bootstrap ? 'form-control form-control-sm' : 'uxdt-cell-input'}" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="${id}-listbox" autocomplete="off" value="${escapeHtml(label)}" ${common}>`
      + `${clear}<ul role="listbox" id="${id}-listbox" class="uxdt-relation__listbox" hidden></ul></div>${errors}`;
  }
  if (view.widget === 'select') {
    const options = (view.required ? [] : [{ value: '', label: '' }]).concat(view.choices ?? []);
    const html = options.map((choice) => `<option value="${escapeHtml(choice.value)}">${escapeHtml(choice.label)}</option>`).join('');
    return `<select class="${bootstrap ? 'form-select form-select-sm' : 'uxdt-cell-input'}" ${common}>${html}</select>${errors}`;
  }
  const type = typeof view.attributes.type === 'string' ? '' : ` type="${view.widget === 'url' ? 'url' : view.widget}"`;
  return `<input class="${bootstrap ? 'form-control form-control-sm' : 'uxdt-cell-input'}"${type} ${common}>${errors}`;
}

/** The row's value as the input takes it: a date's day (or day and time), anything else as text. */
function inputValue({ row, column }: DrawnCell): string {
  const value = row[column.name];
  if (value === null || value === undefined) return '';
  const text = String(value);
  const type = String(column.inPlace!.attributes.type ?? column.inPlace!.widget);
  if (type === 'date') return text.slice(0, 10);
  if (type === 'datetime-local') return text.slice(0, 16);
  return text;
}
