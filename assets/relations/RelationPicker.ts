import { CHIP_REMOVE_ATTRIBUTE, RELATION_ATTRIBUTE, RELATION_CLEAR_ATTRIBUTE, RELATION_SET_EVENT } from '../../lib/wire/modal-hooks.js';
import type { RelationOption } from '../../lib/wire/relation-options.js';
import type { Translate } from '../../lib/wire/translate.js';
import { createChip, readChips, removeButtonOf } from './relation-chips.js';
import { RelationListbox } from './RelationListbox.js';
import { RelationOptionsSource } from './relation-options-source.js';

/** How long typing must pause before the options are asked for. */
export const SEARCH_DELAY_MS = 200;

/** What a picker is given: the page's words, and who hears of each change (a filter). */
export interface RelationPickerOptions {
  t: Translate;
  /** Called with the rows chosen after each change the user made. */
  onChange?: (chosen: RelationOption[]) => void;
  /** The page's fetch (specs give their own). */
  fetch?: typeof fetch;
}

const enhanced = new WeakMap<HTMLElement, RelationPicker>();

/**
 * A relation field (lib/wire/modal-hooks.ts, the server's markup) made a WAI-ARIA 1.2 combobox whose
 * listbox pops up below it (the APG's "list autocomplete with manual selection"): typing asks the options
 * endpoint after a pause; ArrowDown/ArrowUp move through the options (opening the list first), reaching
 * "More results" with ArrowDown loads the next page; Enter chooses; Escape closes the list, then puts
 * back the text of the chosen row; Home/End go back to editing the text; Tab leaves without choosing.
 * A single field keeps the chosen row's key in its hidden input: text typed but not chosen is put back
 * on leaving (an emptied text clears a field that has a clear button), so no silent garbage is sent.
 * A multiple field adds a chip per row (choosing a chosen row again removes it: the list says which are
 * chosen), empties the input and keeps focus there; Backspace in the empty input goes to the last chip,
 * whose Backspace or Delete removes it.
 */
export class RelationPicker {
  private readonly input: HTMLInputElement;
  private readonly value: HTMLInputElement;
  private readonly multiple: boolean;
  private readonly listbox: RelationListbox;
  private readonly source: RelationOptionsSource;
  private readonly chips: HTMLElement | null;
  private readonly initial: string;
  /** A single field's chosen row's label: what the text shows when nothing else was chosen. */
  private label: string;
  private query = '';
  private page = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Which item to make active once the options asked for have come: ArrowDown's first, ArrowUp's last. */
  private pending: 'first' | 'last' | 'next' | null = null;

  /** Makes every relation field under `root` a picker, once each. */
  static enhance(root: ParentNode, options: RelationPickerOptions): RelationPicker[] {
    return [...root.querySelectorAll<HTMLElement>(`[${RELATION_ATTRIBUTE}]`)].map((field) => enhanced.get(field) ?? new RelationPicker(field, options));
  }

  constructor(private readonly root: HTMLElement, private readonly options: RelationPickerOptions) {
    this.input = root.querySelector<HTMLInputElement>('input[role="combobox"]')!;
    this.value = root.querySelector<HTMLInputElement>('input[type="hidden"]')!;
    this.multiple = root.dataset.multiple === 'true';
    this.chips = root.querySelector<HTMLElement>('.uxdt-chips');
    this.listbox = new RelationListbox(this.input, root.querySelector<HTMLElement>('[role="listbox"]')!, this.multiple, options.t);
    this.source = new RelationOptionsSource(root.dataset.optionsUrl ?? '', options.fetch);
    this.label = this.multiple ? '' : this.input.value;
    this.initial = this.ids().join('\u0000');
    enhanced.set(root, this);
    this.input.addEventListener('input', this.onInput);
    this.input.addEventListener('keydown', this.onKey);
    root.addEventListener('click', this.onClick);
    root.addEventListener('keydown', this.onChipKey);
    root.addEventListener('focusout', this.onLeave);
    // A conflict's "use theirs" (assets/modal/use-theirs.ts): the rows saved meanwhile, as if the user chose them.
    root.addEventListener(RELATION_SET_EVENT, (event) => {
      this.setChosen((event as CustomEvent<RelationOption[]>).detail);
      this.changed(true);
    });
    // A press on an option must not take focus from the input (the click then chooses it).
    this.listbox.popup.addEventListener('mousedown', (event) => event.preventDefault());
  }

  /** The keys of the rows chosen now. */
  ids(): string[] {
    if (!this.multiple) return this.value.value ? [this.value.value] : [];
    return readChips(this.chips).map(({ option }) => option.id);
  }

  /** Shows these rows as chosen without telling `onChange` (a filter changed elsewhere: its chip, the URL). */
  setChosen(chosen: readonly RelationOption[]): void {
    if (!this.multiple) {
      this.value.value = chosen[0]?.id ?? '';
      this.input.value = this.label = chosen[0]?.label ?? '';
    } else {
      this.chips?.replaceChildren(...chosen.map((option) => createChip(this.root.ownerDocument, this.value.name, option, this.options.t)));
    }
    this.changed(false);
  }

  private readonly onInput = (): void => {
    clearTimeout(this.timer);
    this.pending = null;
    this.timer = setTimeout(() => void this.search(this.input.value.trim(), 0), SEARCH_DELAY_MS);
  };

  /** Asks for a page of options; the first replaces the list, a next one adds to it. */
  private async search(query: string, page: number): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.query = query;
    this.page = page;
    this.listbox.busy(true);
    let answer;
    try {
      answer = await this.source.search(query, page);
    } catch (error) {
      // Said where the user looks, in the page's words: the server's status, or no answer at all.
      const status = (error as { status?: number }).status;
      this.listbox.busy(false);
      return this.listbox.say(status ? this.options.t('request.failed', { status }) : this.options.t('error.network_error'));
    }
    if (!answer) return;
    this.listbox.show(answer.options, answer.more, new Set(this.ids()), page > 0);
    const pending = this.pending;
    this.pending = null;
    if (pending === 'first' || (pending === 'next' && answer.options.length)) this.move(pending === 'first' ? 0 : this.listbox.activeIndex);
    else if (pending === 'last') this.move(this.listbox.count - 1);
  }

  private readonly onKey = (event: KeyboardEvent): void => {
    const { listbox } = this;
    const open = listbox.isOpen;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (event.altKey && !down) return void (open && listbox.close());
        if (!open) return this.openList(down ? 'first' : 'last', event.altKey);
        const at = listbox.activeIndex;
        const next = down ? (at + 1 >= listbox.count ? 0 : at + 1) : at <= 0 ? listbox.count - 1 : at - 1;
        this.move(next);
        if (down && listbox.isMore(next)) this.loadMore();
        return;
      }
      case 'Enter':
        if (!open || listbox.activeIndex < 0) return;
        event.preventDefault();
        return this.pick(listbox.activeIndex);
      case 'Escape':
        if (open || this.input.value !== this.label) {
          // The list (or the text) is what Esc closes: not the modal around it.
          event.preventDefault();
          event.stopPropagation();
          if (!open) this.restoreText();
          this.closeList();
        }
        return;
      case 'Home':
      case 'End':
        // Back to editing the text: the caret moves as in any text field.
        if (open) listbox.setActive(-1);
        return;
      case 'Tab':
        this.closeList();
        return;
      case 'Backspace':
        if (this.multiple && this.input.value === '' && this.input.selectionStart === 0) {
          const last = readChips(this.chips).at(-1);
          if (last) {
            event.preventDefault();
            removeButtonOf(last.chip)?.focus();
          }
        }
    }
  };

  /** Opens the list: the options already asked for the text shown, else a search (a single field's chosen text searches all). */
  private openList(active: 'first' | 'last', withoutActive: boolean): void {
    const text = this.input.value.trim();
    const query = !this.multiple && this.input.value === this.label ? '' : text;
    if (this.listbox.hasOptions && query === this.query && this.timer === undefined) {
      this.listbox.expand(true);
      if (!withoutActive) this.move(active === 'first' ? 0 : this.listbox.count - 1);
      return;
    }
    this.pending = withoutActive ? null : active;
    void this.search(query, 0);
  }

  private move(index: number): void {
    this.listbox.setActive(index);
  }

  /** The next page, added below; the active item becomes its first option once it is here. */
  private loadMore(): void {
    this.pending = 'next';
    void this.search(this.query, this.page + 1);
  }

  /** Enter or a click on item `index`: its row chosen (a chosen one removed, in a multiple field), or the next page. */
  private pick(index: number): void {
    if (this.listbox.isMore(index)) {
      this.move(index);
      return this.loadMore();
    }
    const option = this.listbox.optionAt(index);
    if (!option) return;
    if (!this.multiple) {
      this.value.value = option.id;
      this.input.value = this.label = option.label;
      this.closeList();
    } else {
      const chosen = readChips(this.chips).find((chip) => chip.option.id === option.id);
      if (chosen) chosen.chip.remove();
      else this.chips?.append(createChip(this.root.ownerDocument, this.value.name, option, this.options.t));
      this.input.value = '';
      this.listbox.mark(new Set(this.ids()));
      if (!chosen) this.listbox.say(this.options.t('relation.chosen', { label: option.label }), true);
      this.input.focus();
    }
    this.changed(true);
  }

  private readonly onClick = (event: MouseEvent): void => {
    const target = event.target as Element;
    const index = this.listbox.indexOf(target);
    if (index >= 0) return this.pick(index);
    const remove = target.closest?.(`[${CHIP_REMOVE_ATTRIBUTE}]`);
    if (remove) return this.removeChip(remove.closest('li')!, 'input');
    if (target.closest?.(`[${RELATION_CLEAR_ATTRIBUTE}]`)) {
      this.setChosen([]);
      this.changed(true);
      this.input.focus();
    }
  };

  /** Backspace or Delete on a chip's remove button removes the chip, focus going to the one before (or after). */
  private readonly onChipKey = (event: KeyboardEvent): void => {
    const remove = (event.target as Element).closest?.(`[${CHIP_REMOVE_ATTRIBUTE}]`);
    if (!remove || (event.key !== 'Backspace' && event.key !== 'Delete')) return;
    event.preventDefault();
    this.removeChip(remove.closest('li')!, 'neighbour');
  };

  private removeChip(chip: Element, focus: 'input' | 'neighbour'): void {
    const next = focus === 'neighbour' ? removeButtonOf(chip.previousElementSibling ?? chip.nextElementSibling ?? undefined) : null;
    chip.remove();
    (next ?? this.input).focus();
    this.listbox.mark(new Set(this.ids()));
    this.changed(true);
  }

  /** Focus left the field: the list closes, and text typed but not chosen goes. */
  private readonly onLeave = (event: FocusEvent): void => {
    if (this.root.contains(event.relatedTarget as Node | null)) return;
    this.closeList();
    if (this.input.value === this.label) return;
    // An emptied text means "none" where none is allowed (the field has a clear button).
    if (!this.multiple && this.input.value.trim() === '' && this.root.querySelector(`[${RELATION_CLEAR_ATTRIBUTE}]`)) {
      this.setChosen([]);
      this.changed(true);
    } else this.restoreText();
  };

  private restoreText(): void {
    this.input.value = this.label;
  }

  private closeList(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = null;
    this.source.abort();
    this.listbox.close();
  }

  /**
   * After a change: the field says whether it differs from how it was rendered (`data-changed`, which the
   * edit flow's unsaved-changes question reads: hidden inputs do not keep a default), and a user's change
   * is told to the form (`change` on the hidden input) and to `onChange`.
   */
  private changed(byUser: boolean): void {
    this.root.toggleAttribute('data-changed', this.ids().join('\u0000') !== this.initial);
    if (!byUser) return;
    const view = this.root.ownerDocument.defaultView;
    if (view) this.value.dispatchEvent(new view.Event('change', { bubbles: true }));
    const chosen = this.multiple ? readChips(this.chips).map(({ option }) => option) : this.value.value ? [{ id: this.value.value, label: this.label }] : [];
    this.options.onChange?.(chosen);
  }
}
