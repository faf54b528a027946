/**
 * What every action's button shows, row, table or bulk action alike: its label (a message key is
 * translated, other text shown as written), its CSS classes and an icon before the label.
 */
export abstract class ActionButton {
  private _label: string;
  private _className: string;
  private _icon: string | null = null;

  protected constructor(label: string, className: string) {
    this._label = label;
    this._className = className;
  }

  get label(): string { return this._label; }
  get className(): string { return this._className; }
  get icon(): string | null { return this._icon; }

  /** Overrides the button label; a message key is translated (docs/translations.md, Translations), other text shown as written. */
  setLabel(label: string): this {
    this._label = label;
    return this;
  }

  /** Sets the button's CSS classes. */
  setClassName(className: string): this {
    this._className = className;
    return this;
  }

  /** @internal The button as every view of an action carries it: an icon only when one is set. */
  buttonView(): { label: string; className: string; icon?: string } {
    return { label: this._label, className: this._className, ...(this._icon === null ? {} : { icon: this._icon }) };
  }

  /** Renders an icon, given as CSS classes (`bi bi-trash`), before the label. */
  setIcon(icon: string): this {
    this._icon = icon;
    return this;
  }
}
