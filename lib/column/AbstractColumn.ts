import { ConfigurationError } from '../errors/ConfigurationError.js';
import { checkFieldConstraints, type FieldConstraints } from './FieldConstraints.js';
import { humanize } from './humanize.js';
import { columnFilterView } from './column-filter-view.js';
import { checkSummaryKinds } from './summary-kinds.js';
import type { SummaryKind } from '../wire/totals.js';
import { DEFAULT_RELATION_LIMIT, type RelationScope } from './relation-scope.js';
import { COLUMN_TYPES, type ColumnFilterView, type ColumnKind, type ColumnType, type ColumnView, type RelatedColumnView } from '../wire/page-view.js';

export { COLUMN_TYPES } from '../wire/page-view.js';
export type { ColumnKind, ColumnType, ColumnView } from '../wire/page-view.js';
export type { RelationScope } from './relation-scope.js';

/**
 * What a search term must be to match a value: contain it, start it, or equal it, case-insensitively.
 * Each column kind accepts the modes it can serve from an index (see docs/tables-and-columns.md, "Searching").
 */
export type SearchMode = 'contains' | 'prefix' | 'exact';

/**
 * Common part of every column: a name (the entity property or row key it shows), a header label
 * and a DataTables.net data type. Build columns with the static `new`: `TextColumn.new('title', 'Title')`.
 */
export abstract class AbstractColumn {
  abstract readonly kind: ColumnKind;
  /** Types this column accepts; the first is its default. */
  protected abstract readonly allowedTypes: readonly ColumnType[];
  /** Search modes this column accepts; the first is its default. Numbers, booleans and dates only match exactly. */
  protected readonly allowedSearchModes: readonly SearchMode[] = ['exact'];

  private _type: ColumnType | null = null;
  private _hiddenWhenUpdating = false;
  private _hiddenWhenCreating = false;
  private _trimmed = true;
  private _inPlace = false;
  private _constraints: Readonly<FieldConstraints> = {};
  private _searchable: boolean | null = null;
  private _searchMode: SearchMode | null = null;
  private _orderable: boolean | null = null;
  private _filterable = false;
  private _visible = true;
  private _className: string | null = null;
  private _alwaysVisible = false;
  private _relationLabel: string | null = null;
  private _relationLimit = DEFAULT_RELATION_LIMIT;
  private _relationScope: RelationScope | null = null;
  private _totals: readonly SummaryKind[] = [];

  /** Use the static `new` instead; the constructor is public only so that `new` can be inherited. */
  constructor(
    readonly name: string,
    readonly label: string,
  ) {
    if (!name) throw new ConfigurationError('A column needs a name');
  }

  /** Creates a column; the label defaults to the name in words (`createdAt` -> `Created at`). */
  static new<C extends AbstractColumn>(this: new (name: string, label: string) => C, name: string, label?: string): C {
    return new this(name, label ?? humanize(name));
  }

  get type(): ColumnType {
    return this._type ?? this.allowedTypes[0];
  }

  /** Sets the DataTables.net data type; an unknown or unfitting one fails at once. */
  setType(type: ColumnType): this {
    if (!this.allowedTypes.includes(type)) {
      throw (COLUMN_TYPES as readonly string[]).includes(type)
        ? ConfigurationError.unfittingColumnType(this.name, this.constructor.name, type, this.allowedTypes)
        : ConfigurationError.unknownColumnType(this.name, String(type), this.allowedTypes);
    }
    this._type = type;
    return this;
  }

  /** Leaves this column out of the edit form: never shown there, never written. */
  hideWhenUpdating(hidden = true): this {
    this._hiddenWhenUpdating = hidden;
    return this;
  }

  get hiddenWhenUpdating(): boolean {
    return this._hiddenWhenUpdating;
  }

  /** Leaves this column out of the create form: never shown there, never written (the entity's default applies). */
  hideWhenCreating(hidden = true): this {
    this._hiddenWhenCreating = hidden;
    return this;
  }

  get hiddenWhenCreating(): boolean {
    return this._hiddenWhenCreating;
  }

  /** Trims the submitted text before it is validated and stored (the default); `trim(false)` keeps the spaces. */
  trim(enabled = true): this {
    this._trimmed = enabled;
    return this;
  }

  /** Whether submitted text is trimmed. */
  get trimmed(): boolean {
    return this._trimmed;
  }

  /** Lets the user edit this column's cells in place, with its edit-form field's rules (docs/editing-in-place.md). */
  editInPlace(enabled = true): this {
    this._inPlace = enabled;
    return this;
  }

  /** Whether the column's cells are edited in place ({@link editInPlace}). */
  get editedInPlace(): boolean {
    return this._inPlace;
  }

  /** Narrows the edit field beyond the entity's metadata: `min`, `max`, `step`, `maxLength`, `pattern`, `required` (see {@link FieldConstraints}). */
  setConstraints(constraints: FieldConstraints): this {
    this._constraints = checkFieldConstraints(this.name, constraints);
    return this;
  }

  /** What the column declares of its edit field. */
  get constraints(): Readonly<FieldConstraints> {
    return this._constraints;
  }

  /** Includes or excludes the column from the global and per-column search. */
  setSearchable(searchable: boolean): this {
    this._searchable = searchable;
    return this;
  }

  /**
   * How a search matches this column: `contains` (a trigram index serves it), `prefix` or `exact` (a B-tree serves them). Text and
   * URL columns default to `contains`, choices to `exact`; numbers, booleans and dates are always `exact`; any other fails at once.
   */
  setSearchMode(mode: SearchMode): this {
    const expected = this.allowedSearchModes.map((m) => `"${m}"`).join(', ');
    if (!this.allowedSearchModes.includes(mode)) throw new ConfigurationError(`Search mode "${String(mode)}" does not fit column "${this.name}" (${this.constructor.name}); expected one of ${expected}`);
    this._searchMode = mode;
    return this;
  }

  get searchMode(): SearchMode {
    return this._searchMode ?? this.allowedSearchModes[0];
  }

  /** Allows or forbids ordering by this column. */
  setOrderable(orderable: boolean): this {
    this._orderable = orderable;
    return this;
  }

  /**
   * Offers a filter for this column in the filter bar (off by default): choices pick one or several, a boolean yes or no,
   * a date or number a range (both ends inclusive), text or URL a text matched by the search mode; applied with the search's rules.
   * @example ChoiceColumn.new('status').setChoices({ draft: 'Draft', published: 'Published' }).setFilterable()
   */
  setFilterable(filterable = true): this {
    this._filterable = filterable;
    return this;
  }

  /** Whether the column offers a filter ({@link setFilterable}). */
  get filterable(): boolean {
    return this._filterable;
  }

  /** @internal The browser's part of the column's filter; `time`: its stored value holds a time of day. */
  filterView(time: boolean): ColumnFilterView | null {
    return columnFilterView(this.kind, this.searchMode, time);
  }

  /**
   * Totals of this column in the table's footer, over every matching row and over the page (docs/totals.md): `count` of the values
   * on any column holding data, `sum`/`avg`/`min`/`max` on numbers, `min`/`max` on dates; any other fails at once; `summarize()`: none.
   * @example NumberColumn.new('price', 'Price').summarize('sum', 'avg')
   */
  summarize(...kinds: SummaryKind[]): this {
    this._totals = checkSummaryKinds(this.name, this.constructor.name, this.kind, kinds);
    return this;
  }

  /** The kinds given to {@link summarize}, in that order; empty: none. */
  get totals(): readonly SummaryKind[] {
    return this._totals;
  }

  /**
   * The related entity's property a relation column (`author`, `tags`) and its pickers show; else the first of `name`, `title`, `label`, `email` it stores, else its key.
   * @example TextColumn.new('author', 'Author').setRelationLabel('fullName')
   */
  setRelationLabel(property: string): this {
    if (!property) throw new ConfigurationError(`Column "${this.name}": setRelationLabel needs a property name`);
    this._relationLabel = property;
    return this;
  }

  /** @internal The label property named by {@link setRelationLabel}, or null. */
  get relationLabel(): string | null {
    return this._relationLabel;
  }

  /** Most labels a to-many column (`tags`, `tags.name`) shows in one cell, followed by "+k more" (3 by default; an export writes them all). */
  setRelationLimit(most: number): this {
    if (!Number.isInteger(most) || most < 1 || most > 100) throw new ConfigurationError(`Column "${this.name}": setRelationLimit takes a whole number from 1 to 100, not ${String(most)}`);
    this._relationLimit = most;
    return this;
  }

  /** @internal {@link setRelationLimit}'s value. */
  get relationLimit(): number {
    return this._relationLimit;
  }

  /** Restricts the related rows this relation column offers and accepts to those the hook allows ({@link RelationScope}). */
  setRelationScope(scope: RelationScope): this {
    this._relationScope = scope;
    return this;
  }

  /** @internal The {@link setRelationScope} hook, or null: every related row. */
  get relationScopeHook(): RelationScope | null {
    return this._relationScope;
  }

  /** Shows or hides the column in the table (its value is still sent). */
  setVisible(visible: boolean): this {
    this._visible = visible;
    return this;
  }

  /** Keeps the column out of the table's column menu (`columnVisibility()`): it is always shown. */
  alwaysVisible(always = true): this {
    this._alwaysVisible = always;
    return this;
  }

  /** CSS classes of the column's cells. */
  setClassName(className: string): this {
    this._className = className;
    return this;
  }

  /** Explicit searchable setting, or null when the table decides (true for stored fields). */
  get searchable(): boolean | null {
    return this._searchable;
  }

  /** Explicit orderable setting, or null when the table decides (true for stored fields). */
  get orderable(): boolean | null {
    return this._orderable;
  }

  get visible(): boolean {
    return this._visible;
  }

  get className(): string | null {
    return this._className;
  }

  /** Whether the column menu leaves this column out (`alwaysVisible()`). */
  get isAlwaysVisible(): boolean {
    return this._alwaysVisible;
  }

  /** @internal Whether the column shows a stored value at all (false for action and template columns). */
  get holdsData(): boolean {
    return true;
  }

  /** @internal Column-specific options for the browser. */
  protected viewOptions(): Record<string, unknown> {
    return {};
  }

  /** @internal The browser's part of this column; `searchable`/`orderable` as resolved by the table. */
  toView(resolved: { searchable: boolean; orderable: boolean; filter?: ColumnFilterView | null; related?: RelatedColumnView }): ColumnView {
    return {
      name: this.name,
      label: this.label,
      kind: this.kind,
      type: this.type,
      orderable: resolved.orderable,
      searchable: resolved.searchable,
      visible: this._visible,
      className: this._className,
      options: this.viewOptions(),
      ...(resolved.filter ? { filter: resolved.filter } : {}),
      ...(this._alwaysVisible ? { alwaysVisible: true } : {}),
      ...(resolved.related ? { related: resolved.related } : {}),
      ...(this._totals.length ? { totals: [...this._totals] } : {}),
    };
  }
}
