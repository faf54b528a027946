import { CHIP_REMOVE_ATTRIBUTE } from '../../lib/wire/modal-hooks.js';
import type { RelationOption } from '../../lib/wire/relation-options.js';
import type { Translate } from '../../lib/wire/translate.js';

/**
 * A chosen row of a ManyToMany field, as the server renders it (lib/wire/modal-hooks.ts): its label, a
 * remove button named "Remove <label>", and the hidden input that submits its key.
 */
export function createChip(doc: Document, name: string, option: RelationOption, t: Translate): HTMLLIElement {
  const chip = doc.createElement('li');
  chip.className = 'uxdt-chip';
  const label = doc.createElement('span');
  label.textContent = option.label;
  const remove = doc.createElement('button');
  remove.type = 'button';
  remove.setAttribute(CHIP_REMOVE_ATTRIBUTE, '');
  remove.setAttribute('aria-label', t('relation.remove', { label: option.label }));
  remove.textContent = '×';
  const value = doc.createElement('input');
  value.type = 'hidden';
  value.name = name;
  value.value = option.id;
  chip.append(label, remove, value);
  return chip;
}

/** The chips of a field with the row each names, in order. */
export function readChips(list: HTMLElement | null): Array<{ chip: HTMLElement; option: RelationOption }> {
  return [...(list?.querySelectorAll<HTMLElement>('li') ?? [])].flatMap((chip) => {
    const value = chip.querySelector<HTMLInputElement>('input[type="hidden"]');
    return value ? [{ chip, option: { id: value.value, label: chip.querySelector('span')?.textContent ?? value.value } }] : [];
  });
}

/** A chip's remove button. */
export function removeButtonOf(chip: Element | undefined): HTMLElement | null {
  return chip?.querySelector<HTMLElement>(`[${CHIP_REMOVE_ATTRIBUTE}]`) ?? null;
}
