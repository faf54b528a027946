import { escapeHtml } from '../../lib/wire/escape-html.js';
import { CHIP_REMOVE_ATTRIBUTE } from '../../lib/wire/modal-hooks.js';
import { isRelatedLabels } from '../../lib/wire/related-labels.js';
import { RELATION_OPTIONS_PAGE, type RelationOption } from '../../lib/wire/relation-options.js';
import type { Translate } from '../../lib/wire/translate.js';

/** A row a to-many cell holds: its key, and its label where the cell shows it (null: asked of the options endpoint). */
export interface HeldRow {
  id: string;
  label: string | null;
}

/** Marks a chip whose label the options endpoint has not given yet. */
const PENDING = 'data-uxdt-chip-pending';

/**
 * The rows a to-many cell holds, from its `RelatedLabels`: `keys[i]` is `labels[i]`'s row, the keys after
 * the labels are rows the cell leaves out. Null when the row carries no keys (a server of before, a row
 * built by hand): such a cell is not edited in place, since saving chips it cannot show would drop rows.
 */
export function heldRows(value: unknown): HeldRow[] | null {
  if (!isRelatedLabels(value) || !Array.isArray(value.keys)) return null;
  return value.keys.map((id, i) => ({ id: String(id), label: i < value.labels.length ? String(value.labels[i] ?? '') : null }));
}

/**
 * The list of the held rows' chips, as the form renders a ManyToMany field's (lib/wire/modal-hooks.ts): the
 * picker reads and changes them, and their hidden inputs are the keys saved. A row whose label is not
 * known yet shows "…" until {@link labelChips} fills it in.
 */
export function chipsHtml(held: readonly HeldRow[], t: Translate, bootstrap: boolean): string {
  // The classes of the form's templates (views/modal/*/_form_body.html.ejs).
  const [list, item, button] = bootstrap
    ? ['uxdt-chips list-unstyled d-flex flex-wrap gap-1 mb-1', 'uxdt-chip badge text-bg-secondary d-inline-flex align-items-center gap-1', 'btn btn-sm btn-link p-0']
    : ['uxdt-chips', 'uxdt-chip', 'uxdt-button uxdt-button--small'];
  const chips = held.map(({ id, label }) =>
    `<li class="${item}"${label === null ? ` ${PENDING}` : ''}><span>${escapeHtml(label ?? '…')}</span>`
    + `<button type="button" class="${button}" ${CHIP_REMOVE_ATTRIBUTE} aria-label="${escapeHtml(t('relation.remove', { label: label ?? id }))}">×</button>`
    + `<input type="hidden" value="${escapeHtml(id)}"></li>`).join('');
  return `<ul class="${list}">${chips}</ul>`;
}

/**
 * Fills in the labels of the chips shown "…", asking the options endpoint (`ids=`, a page at a time). A row
 * the column's scope no longer offers gets no label there: its chip shows its key, and it is still saved.
 */
export async function labelChips(chips: HTMLElement, labels: (ids: readonly string[]) => Promise<RelationOption[]>, t: Translate): Promise<void> {
  const pending = [...chips.querySelectorAll<HTMLElement>(`li[${PENDING}]`)];
  const inputOf = (chip: HTMLElement) => chip.querySelector<HTMLInputElement>('input[type="hidden"]')!;
  for (let start = 0; start < pending.length; start += RELATION_OPTIONS_PAGE) {
    const page = pending.slice(start, start + RELATION_OPTIONS_PAGE);
    let found: RelationOption[] = [];
    try {
      found = await labels(page.map((chip) => inputOf(chip).value));
    } catch {
      // No label is no reason to lose the row: its key stands in for it.
    }
    const byId = new Map(found.map((option) => [option.id, option.label]));
    for (const chip of page) {
      const id = inputOf(chip).value;
      const label = byId.get(id) ?? id;
      chip.removeAttribute(PENDING);
      chip.querySelector('span')!.textContent = label;
      chip.querySelector(`[${CHIP_REMOVE_ATTRIBUTE}]`)?.setAttribute('aria-label', t('relation.remove', { label }));
    }
  }
}

/** The keys of the chips in order: what the cell saves. */
export function chipKeys(chips: HTMLElement | null): string[] {
  return [...(chips?.querySelectorAll<HTMLInputElement>('li input[type="hidden"]') ?? [])].map((input) => input.value);
}
